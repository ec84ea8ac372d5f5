import { describe, expect, it } from 'vitest';
import type { RichText } from '@/content/articles/types';
import { textBlocks } from '@/content/legal/blocks';
import privacyPolicy from '@/content/legal/privacy-policy';
import { RIGHTS_STATES } from '@/content/legal/states';
import terms from '@/content/legal/terms';
import type { LegalDocument, ShownBlock } from '@/content/legal/types';
import { inlineText } from './articleText';

const text = (content: RichText) => content.map(inlineText).join('');

function allText(document: LegalDocument): string {
  const block = (b: ShownBlock) =>
    b.type === 'paragraph' ? text(b.content) : b.type === 'list' ? b.items.map(text).join(' ') : '';
  return [
    ...document.intro.map(text),
    ...document.sections.flatMap((section) => textBlocks(section.blocks).map(block)),
  ].join(' ');
}

/** The items of the list that follows the paragraph starting with `lead` in a section. */
function listAfter(document: LegalDocument, sectionId: string, lead: string): string[] {
  const blocks = textBlocks(document.sections.find((section) => section.id === sectionId)!.blocks);
  const index = blocks.findIndex((block) => block.type === 'paragraph' && text(block.content).startsWith(lead));
  const next = blocks[index + 1];
  if (index < 0 || next?.type !== 'list') throw new Error(`no list after “${lead}”`);
  return next.items.map(text);
}

describe('the legal drafts', () => {
  it('both await legal review', () => {
    expect(privacyPolicy.legalReview.status).toBe('awaiting');
    expect(terms.legalReview.status).toBe('awaiting');
  });

  it('the privacy policy keeps the client’s 14 sections, effective September 3, 2025', () => {
    expect(privacyPolicy.date).toBe('2025-09-03');
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
      'data-retention',
      'data-security',
      'changes',
      'contact',
    ]);
  });

  it('the states with rights and with an appeal right are the same 15, Texas among them', () => {
    const rights = listAfter(privacyPolicy, 'state-disclosures', 'We apply the rights');
    const appeal = listAfter(privacyPolicy, 'state-disclosures', 'Residents of the following');
    expect(rights).toEqual([...RIGHTS_STATES]);
    expect(appeal).toEqual(rights);
    expect(rights).toHaveLength(15);
    expect(rights).toContain('Texas');
  });

  it('the privacy policy gives no mailing address, and the contact points the client lists', () => {
    const contact = allText({ ...privacyPolicy, intro: [], sections: privacyPolicy.sections.slice(-1) });
    expect(contact).not.toMatch(/\bMail:|\bstreet\b|\bAve\b|\bSuite\b/);
    expect(contact).toMatch(/Email: .+@/);
    expect(contact).toMatch(/Toll-free phone: /);
    expect(contact).toContain('“U.S. Privacy Rights”');
    expect(contact).toContain('“Privacy Rights Appeal”');
  });

  it('marks for review, among others, where identifiers come from and whether they were sold or shared', () => {
    const marked = (document: LegalDocument) =>
      document.sections.flatMap((section) =>
        section.blocks.flatMap((block) => (block.type === 'review' ? textBlocks([block]) : [])),
      );
    const markedText = allText({
      ...privacyPolicy,
      intro: [],
      sections: [{ id: 'x', title: 'x', blocks: marked(privacyPolicy) }],
    });
    expect(markedText).toContain('from data and media partners that provide pseudonymous identifiers');
    expect(markedText).toContain('We may have sold or shared pseudonymous identifiers');
    for (const document of [privacyPolicy, terms])
      for (const section of document.sections)
        for (const block of section.blocks) if (block.type === 'review') expect(block.blocks.length).toBeGreaterThan(0);
  });

  it('a review marker renders like the text it wraps', () => {
    const section = privacyPolicy.sections.find((candidate) => candidate.id === 'scope')!;
    expect(section.blocks.some((block) => block.type === 'review')).toBe(true);
    expect(textBlocks(section.blocks).every((block) => block.type !== ('review' as string))).toBe(true);
  });
});
