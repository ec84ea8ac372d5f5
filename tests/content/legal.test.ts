import { describe, expect, it } from 'vitest';
import { blockWords, p, passageText, review, textBlocks } from '@/content/legal/blocks';
import privacyPolicy from '@/content/legal/privacy-policy';
import { RIGHTS_STATES, STATE_PRIVACY_LAWS } from '@/content/legal/states';
import terms from '@/content/legal/terms';
import type { LegalDocument } from '@/content/legal/types';

/** The items of the list that follows the paragraph starting with `lead` in a section. */
function listAfter(document: LegalDocument, sectionId: string, lead: string): string[] {
  const blocks = textBlocks(document.sections.find((section) => section.id === sectionId)!.blocks);
  const index = blocks.findIndex((block) => block.type === 'paragraph' && blockWords(block).startsWith(lead));
  const next = blocks[index + 1];
  if (index < 0 || next?.type !== 'list') throw new Error(`no list after “${lead}”`);
  return next.items.map((item) => blockWords(p(...item)));
}

describe('the legal drafts', () => {
  it('the privacy policy keeps the client’s 14 sections, with the Delete Act figures under their own anchor', () => {
    expect(privacyPolicy.sections.map((section) => section.id)).toEqual([
      'scope',
      'definitions',
      'agreement-to-terms',
      'information-we-collect',
      'cookies',
      'childrens-privacy',
      'how-we-use',
      'how-we-disclose',
      'your-rights-and-choices',
      'state-disclosures',
      'data-broker-request-figures',
      'data-retention',
      'data-security',
      'changes',
      'contact',
    ]);
  });

  it('the states with rights and with an appeal right are the one list of states, each with a law in the table', () => {
    const rights = listAfter(privacyPolicy, 'state-disclosures', 'We apply the rights');
    const appeal = listAfter(privacyPolicy, 'state-disclosures', 'Residents of the following');
    expect(rights).toEqual([...RIGHTS_STATES]);
    expect(appeal).toEqual(rights);
    const known = new Set(STATE_PRIVACY_LAWS.map((law) => law.state));
    for (const state of RIGHTS_STATES) expect(known, state).toContain(state);
  });

  it('the privacy policy gives no mailing address, and the contact points the client lists', () => {
    const contact = passageText(textBlocks(privacyPolicy.sections.at(-1)!.blocks));
    expect(contact).not.toMatch(/\bMail:|\bstreet\b|\bAve\b|\bSuite\b/);
    expect(contact).toMatch(/Email: .+@/);
    expect(contact).toMatch(/Toll-free phone: /);
    expect(contact).toContain('“U.S. Privacy Rights”');
    expect(contact).toContain('“Privacy Rights Appeal”');
  });

  it('a passage marked for review holds text, and renders like the text it wraps', () => {
    for (const document of [privacyPolicy, terms])
      for (const section of document.sections)
        for (const block of section.blocks) if (block.type === 'review') expect(block.blocks.length).toBeGreaterThan(0);
    const paragraph = p('A practice no source gives.');
    expect(textBlocks([paragraph, review('practice', paragraph)])).toEqual([paragraph, paragraph]);
  });
});
