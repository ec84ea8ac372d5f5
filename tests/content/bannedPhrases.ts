/**
 * Statements the site may not publish (issue 16), each as a pattern that also catches close variants.
 * The fact bank (CONTENT-FACTS.md, entries S3a and K4 and section D) says why each one is false or unknown.
 * Patterns run on normalised text (see normalise), so they can assume straight apostrophes, plain hyphens
 * and single spaces.
 */
export interface BannedPhrase {
  /** Short name used in failure messages and in the list of known hits awaiting another fix. */
  id: string;
  why: string;
  pattern: RegExp;
}

/** "personal data" denied: "no", "without", "never require", "doesn't use", "stop depending on", "removes personal data". */
const NEGATED_PERSONAL_DATA =
  /\b(?:(?:no|without|zero|free (?:of|from))(?: any)? personal (?:data|information)|(?:never|(?:do|does|did)(?:n't| not)) (?:require|use|need|touch|collect|hold|store|rely on|depend on)s? (?:any )?personal data|(?:stop|without|no longer) (?:depending|relying) on personal data|(?:remov|eliminat)\w* personal data)\b/i;

export const BANNED_PHRASES: BannedPhrase[] = [
  {
    id: 'no personal data',
    why: 'K4: the product uses pseudonymous identifiers, which are personal information under the CCPA. Say "no personal identifiers, only pseudonymous ones".',
    pattern: NEGATED_PERSONAL_DATA,
  },
  {
    id: 'nothing to leak',
    why: 'K4: an absolute security promise the company cannot make. Say what the spec says: random groups, group-level prevalence, no individual health predictions.',
    pattern: /\bnothing (?:left )?to (?:leak|re-?identify|breach|expose|steal|lose|hack)\b/i,
  },
  {
    id: 'no record to leak',
    why: 'K4: "no individual-level record to leak", "no person-level record to re-identify", "no individual health profiles to buy, sell or delete" are the same absolute promise.',
    pattern:
      /\bno\b[^.,;:!?]{0,60}?\bto (?:(?:buy|sell|share|match|store)(?:, | or ))*(?:leak|re-?identify|breach|expose|steal|delete)\b/i,
  },
  {
    id: 'every week',
    why: 'Section D: how often the company publishes is not known.',
    pattern:
      /\b(?:every|each) week\b|\bweekly\b|\bevery (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i,
  },
  {
    id: 'twelve states now',
    why: 'S3a: Oregon and Delaware must honor opt-out signals only from Jan 1, 2026. Say that twelve states require or will soon require it, each from its own date.',
    // A sentence naming twelve states and "require" without a word that dates the duty or puts part of it in the future.
    pattern:
      /\b(?:twelve|12|a dozen) states\b(?![^.]*\b(?:will|soon|2026|its own|each law|takes? effect)\b)[^.]*\brequire/i,
  },
  {
    id: 'now require opt-out',
    why: 'S3a: not every state with a universal opt-out duty has it "now"; give each state its own date.',
    pattern: /\bnow (?:require|must honor)[^.]*\b(?:universal opt-out|opt-out signal|gpc|global privacy control)\b/i,
  },
  {
    id: 'opt-out states without dates',
    why: 'S3a: a sentence that says Oregon and Delaware require honoring opt-out signals must say they do so from their own date (Jan 1, 2026).',
    // The sentence names both states, opt-outs and "require", and nothing that dates the duty.
    pattern:
      /(?:^|[.!?] )(?=[^.]*\boregon\b)(?=[^.]*\bdelaware\b)(?=[^.]*\b(?:opt-out|gpc|global privacy control)\b)(?![^.]*\b(?:will|soon|2026|its own|each law|takes? effect)\b)[^.]*\brequire[^.]*/i,
  },
  {
    id: 'consulting work',
    why: 'Issue 16 item 4: the company sells audiences, not compliance consulting. Point calls to action at the audiences and a conversation about them.',
    pattern:
      /\bmap (?:your|these)\b[^.]{0,40}\b(?:data flows|rules|media plan)\b|\bwalk your (?:counsel|lawyers|legal team) through\b|\bhelp you (?:put|check|map|audit|review|assess|evaluate)\b/i,
  },
];

/** Curly apostrophes, non-breaking hyphens and spaces, and soft hyphens must not hide a phrase. */
export function normalise(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u2010\u2011]/g, '-')
    .replace(/\u00ad/g, '')
    .replace(/\s+/g, ' ');
}

export interface Hit {
  id: string;
  /** The matched words, for the failure message. */
  match: string;
}

export function findBannedPhrases(text: string): Hit[] {
  const clean = normalise(text);
  return BANNED_PHRASES.flatMap(({ id, pattern }) => {
    const match = clean.match(pattern);
    return match ? [{ id, match: match[0].replace(/^[.!?] /, '') }] : [];
  });
}
