/**
 * Statements the site may not publish, each as a pattern that also catches close variants, with the reason,
 * a suggested rewording, and examples: sentences it must catch and near neighbours it must let through
 * (tests/content/bannedPhrases.test.ts runs every one, so a rule cannot be added without them).
 *
 * One test runs this list over the site's text: tests/content/siteText.test.ts, over every prerendered page.
 *
 * What the site may say: the product places people into random groups and measures prevalence at group level;
 * it uses no personal identifiers, only pseudonymous identifiers (which are personal information under
 * California law, so "no personal data" and "nothing to leak" are false); it makes no individual health
 * predictions; it holds no data about anyone under 18 and uses no cookies for the audience product. "Compliant
 * with HIPAA" and "approved for use in all 50 states" are the company's own claims, not legal conclusions. As a
 * registered data broker it sells personal information; whether it also "shares" is counsel's to say.
 * Anything the company has not confirmed (reply times, call lengths, product features, publishing cadence,
 * its founders) is not stated as fact.
 *
 * Patterns run on normalised text (see normalise), so they can assume straight apostrophes, plain hyphens
 * and single spaces.
 */
export interface BannedPhrase {
  /** Short name used in failure messages. */
  id: string;
  /** Why the statement is false, unknown or unsupported. */
  why: string;
  /** What to write instead. */
  fix: string;
  pattern: RegExp;
  /** The statement is fine when this appears close by (the same text within a few sentences, or the text next to it). */
  unlessNearby?: RegExp;
  /** Banned only in text dated on or after this ISO date (an article's date; a page without one is dated today). */
  datedFrom?: string;
  /** Sentences the rule must catch, and similar ones it must let through. */
  examples: { caught: [string, ...string[]]; allowed: [string, ...string[]] };
}

/** "personal data" denied: "no", "without", "never require", "doesn't use", "stop depending on", "removes personal data". */
const NEGATED_PERSONAL_DATA =
  /\b(?:(?:no|without|zero|free (?:of|from))(?: any)? personal (?:data|information)|(?:never|(?:do|does|did)(?:n't| not)) (?:require|use|need|touch|collect|hold|store|rely on|depend on)s? (?:any )?personal data|(?:stop|without|no longer) (?:depending|relying) on personal data|(?:remov|eliminat)\w* personal data)\b/i;

/** Words that name the qualifier of the company's claims: the product does use pseudonymous identifiers. */
const PSEUDONYMOUS_QUALIFIER =
  /\b(?:only|use|uses|using|with|on) (?:with )?pseudonymous\b|\bpseudonymous (?:identifiers|ones) only\b/i;

const GROUPS_NOT_PEOPLE =
  'Say what the product does: people are placed into random groups and prevalence is measured at group level; it uses only pseudonymous identifiers and makes no individual health predictions. Those identifiers are still personal information, and an identifier’s inclusion in an audience built for a condition can reveal that it belongs to a group where that condition is more common.';

export const BANNED_PHRASES: BannedPhrase[] = [
  {
    id: 'no personal data',
    why: 'the product uses pseudonymous identifiers, which are personal information under the CCPA.',
    fix: 'Write "no personal identifiers, only pseudonymous identifiers".',
    pattern: NEGATED_PERSONAL_DATA,
    examples: {
      caught: [
        'audiences that never require personal data',
        'Performance Without Personal Data',
        'stop depending on personal data',
        'our product doesn’t use personal data',
        'group-level data removes personal data from the equation',
      ],
      allowed: [
        'Our audiences use no personal identifiers, only pseudonymous ones, and make no individual health predictions.',
      ],
    },
  },
  {
    id: 'no personal identifiers without "only pseudonymous"',
    why: 'the product uses pseudonymous identifiers; "no personal identifiers" alone reads as "no identifiers at all".',
    fix: 'Keep the qualifier next to it: "no personal identifiers, only pseudonymous identifiers".',
    pattern: /\b(?:no|without|never|zero)(?: any)? personal identifiers?\b/i,
    unlessNearby: PSEUDONYMOUS_QUALIFIER,
    examples: {
      caught: [
        'No personal identifiers are used, no individual health prediction is made.',
        'People are placed into random groups; no personal identifiers.',
        'Ready to reach health audiences without personal identifiers?',
      ],
      allowed: [
        'No personal identifiers — only pseudonymous identifiers.',
        'The audience product uses no personal identifiers, only pseudonymous ones.',
        'Our audiences use pseudonymous identifiers, never personal identifiers, and no cookies.',
      ],
    },
  },
  {
    id: 'no identifiers',
    why: 'the audiences are pseudonymous identifiers sent to the platforms that run them.',
    fix: 'Say what travels: "only pseudonymous identifiers, never names or email addresses".',
    pattern: /\bno (?:\w+ )?identifiers? to \w+|\bno identifiers?\b|\bidentifier-free\b/i,
    examples: {
      caught: [
        'No pixels to install, no identifiers to match.',
        'there is no personal identifier to pass along',
        'An identifier-free audience.',
      ],
      allowed: ['The audience reaches platforms as pseudonymous identifiers, never names or email addresses.'],
    },
  },
  {
    id: 'nothing to leak',
    why: 'an absolute security promise the company cannot make.',
    fix: GROUPS_NOT_PEOPLE,
    pattern: /\bnothing (?:left )?to (?:leak|re-?identify|breach|expose|steal|lose|hack)\b/i,
    examples: {
      caught: ['There is nothing to leak if a control fails.', 'Nothing to re‑identify.'],
      allowed: ['A group-level audience makes no individual health prediction.'],
    },
  },
  {
    id: 'nothing to protect',
    why: 'pseudonymous identifiers are personal information, and the site’s own policy says they may be sold or shared: there is always something to protect.',
    fix: GROUPS_NOT_PEOPLE,
    pattern: /\bnothing (?:about [^.,;]{1,40} )?(?:left )?to (?:protect|safeguard|secure|worry about|fear)\b/i,
    examples: {
      caught: [
        'We start with groups, so there is nothing about any one person to protect.',
        'There is nothing left to protect.',
      ],
      allowed: ['We start with groups, so no audience carries a health prediction about any one person.'],
    },
  },
  {
    id: 'nothing for a law to catch',
    why: 'an absolute legal conclusion: state health-data laws reach inferred data and the sale of sensitive data, and only counsel can say which apply.',
    fix: 'Say what the product is ("no individual health predictions, only pseudonymous identifiers") and leave the legal conclusion to counsel.',
    pattern:
      /\bnothing for (?:an? |the |any )?[^.,;]{0,40}?\b(?:laws?|regulators?|regulations?|rules?|acts?|statutes?|courts?|attorneys? general|agency|agencies)\b to (?:catch|reach|regulate|cover|apply to|govern|enforce|touch)\b|\b(?:laws?|regulators?|regulations?) (?:can't|cannot|can not|have nothing to) (?:catch|touch|reach)\b/i,
    examples: {
      caught: [
        'There is no individual health data in them, so there is nothing for a state health-data law to catch.',
        'State laws cannot touch a group-level audience.',
      ],
      allowed: [
        'Because our website does not track visitors across websites, there is nothing for a “Do Not Track” browser setting to switch off.',
      ],
    },
  },
  {
    id: 'no carve-outs or consent',
    why: 'twelve states give consumers an opt-out of targeted advertising and Connecticut requires consent to sell sensitive data: no one can promise a campaign needs no state-by-state work.',
    fix: 'Keep to the company’s claim: "approved for use in all 50 states" (the company’s own statement), with random groups and group-level prevalence.',
    pattern:
      /\bno (?:state-by-state|per-state) (?:carve-outs?|exceptions?|rules?|work)\b|\bno consent (?:flows?|requirements?|forms?) to\b|\bno geofencing around\b|\bno (?:need|reason) (?:for|to get|to ask for) consent\b/i,
    examples: {
      caught: [
        'No state-by-state carve-outs, no geofencing around clinics, no consent flows to reconcile.',
        'There is no need for consent.',
      ],
      allowed: ['Approved for use in all 50 states, in our own assessment, with one method nationwide.'],
    },
  },
  {
    id: 'courts treat',
    why: 'no court has ruled that an inference about health is health data; the leading case (Healthline) is a settlement.',
    fix: 'Say "regulators and consumers" and, where it matters, name the settlement or law.',
    pattern: /\bcourts?\b[^.]{0,40}\b(?:now )?(?:treat|consider|regard|have held|have ruled|agree)\b/i,
    examples: {
      caught: ['Regulators, courts and consumers now treat a guess about someone’s health as health data.'],
      allowed: [
        'Regulators and consumers now treat a guess about someone’s health as health data.',
        'Any dispute must be brought in the state or federal courts located in New York County.',
      ],
    },
  },
  {
    id: 'absolute promise',
    why: 'an outcome the company cannot promise: it depends on the client’s counsel and the campaign.',
    fix: 'Say what the audience gives the reader (a method that fits in one sentence, no individual predictions), not how others will react.',
    pattern:
      /\bapprove\w* (?:it |them )?(?:on|at|after) (?:the |a )?first (?:read|glance|look|pass|review)\b|\bnothing that (?:puts|exposes|harms|could put|could expose)\b|\b(?:zero|no) risk (?:to|of|for)\b|\brisk-free\b|\bguaranteed? (?:compliance|compliant|approval)\b/i,
    examples: {
      caught: [
        'Audiences your compliance team can approve on the first read.',
        'Everything a health audience needs to perform, and nothing that puts a patient at risk.',
        'Guaranteed compliance in every state.',
      ],
      allowed: ['Audiences your compliance team can understand in one read: no inferences, no predictions.'],
    },
  },
  {
    id: 'old FTC penalty',
    why: 'the FTC’s maximum civil penalty per violation has been $53,088 since January 17, 2025 ($51,744 was the 2024 figure).',
    fix: 'Write "more than $50,000 per violation": the exact figure changes every January.',
    pattern: /\$51,744\b/,
    datedFrom: '2025-01-17',
    examples: {
      caught: ['Civil penalties can reach $51,744 for each violation.'],
      allowed: ['Civil penalties can exceed $50,000 for each violation.'],
    },
  },
  {
    id: 'reply time',
    why: 'the company has not said how fast it replies.',
    fix: 'Leave the time out ("we will reply by email"), or make it a fact awaiting confirmation.',
    pattern:
      /\b(?:reply|replies|respond|responds|get back to you|answer|hear back|hear from us)\b[^.]{0,40}\bwithin (?:one|1|two|2|a|24|48) (?:business |working )?(?:day|hours?)\b|\bsame-day (?:reply|response)\b/i,
    examples: {
      caught: ['A member of our team will reply within one business day.', 'You will hear from us within 24 hours.'],
      allowed: [
        'A business must confirm receipt of a request within 10 business days.',
        'A member of our team will reply by email.',
      ],
    },
  },
  {
    id: 'call length',
    why: 'the company has not said how long its calls are.',
    fix: 'Say "a call with our team" without a length, or make the length a fact awaiting confirmation.',
    pattern:
      /\b(?:\d+|fifteen|twenty|thirty|forty-five|sixty)[- ]minute (?:call|meeting|chat|consultation|demo|session)\b/i,
    examples: {
      caught: ['Pick a time for a 30-minute call with our team.', 'Book a thirty-minute demo.'],
      allowed: ['Pick a time for a call with our team.', 'The episode runs 40 minutes.'],
    },
  },
  {
    id: 'unconfirmed product feature',
    why: 'the product’s confirmed steps are: define the audience with a self-serve builder, validate and preview the segment, distribute it; thresholds, projected lift and outcome measurement are not confirmed features.',
    fix: 'Describe only the three steps, or make the feature a fact awaiting confirmation.',
    pattern:
      /\bprevalence (?:threshold|lift)s?\b|\bprojected (?:size|reach|lift|performance)\b|\bmeasure (?:it|them|each segment|every segment|the segment|results?) against your (?:own )?outcomes\b/i,
    examples: {
      caught: [
        'Set the prevalence threshold your plan needs.',
        'See the projected size, reach and prevalence lift of your segment.',
        'Validate every segment and measure it against your own outcomes.',
      ],
      allowed: ['Validate and preview the segment before it ships.'],
    },
  },
  {
    id: 'unconfirmed data practice',
    why: 'how the company finds a requester’s data is a practice counsel has not approved; the privacy policy marks it for review and says the company does not try to learn who is behind an identifier.',
    fix: 'Say only what the form needs: "we use the details you give only to verify and fulfil your request".',
    pattern:
      /\bwe (?:will )?match (?:the |your )?(?:details|information|data)(?: you (?:give|provide|enter))?[^.]{0,30}\bagainst\b/i,
    examples: {
      caught: ['To find any data linked to you, we match the details you give below against those identifiers.'],
      allowed: ['We use the details you give below only to verify and fulfil your request.'],
    },
  },
  {
    id: 'founders’ careers',
    why: 'only one founder is known; nothing is known of the founders’ careers beyond the company’s claim that it was built by healthcare data and ad tech veterans.',
    fix: 'Keep to "built by healthcare data and ad tech veterans".',
    pattern: /\bveterans of both\b|\bour founders (?:are|were|have|bring|each|both)\b|\bboth (?:of )?our founders\b/i,
    examples: {
      caught: ['Our founders are veterans of both sides of health marketing.'],
      allowed: ['Built by healthcare data and ad tech veterans.'],
    },
  },
  {
    id: 'unconfirmed practice',
    why: 'a rule about what the company builds or refuses that it has not confirmed.',
    fix: 'Say what the audiences are, not what the company refuses to do.',
    pattern:
      /\bwe (?:do not|don't|will not|won't|never) build it\b|\bwe (?:never|will never) (?:ship|sell|build) an audience\b/i,
    examples: {
      caught: ['If it cannot, we do not build it.'],
      allowed: ['That one sentence is the method itself: random groups and group-level prevalence.'],
    },
  },
  {
    id: 'every week',
    why: 'how often the company publishes is not known.',
    fix: 'Point to the Resources page without a cadence.',
    pattern:
      /\b(?:every|each) week\b|\bweekly\b|\bevery (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b|\bas (?:they|it) (?:arrives?|happens?|lands?|breaks?)\b/i,
    examples: {
      caught: [
        'We publish a recap like this every week.',
        'A weekly recap.',
        'For our notes on new rules as they arrive, follow us.',
      ],
      allowed: [
        'Every one of them is a control that has to run, week after week.',
        'This week California’s privacy regulator announced the largest fine in its history.',
        'More of our notes on privacy rules are on the Resources page.',
      ],
    },
  },
  {
    id: 'largest without a date',
    why: 'a "largest" fine can be overtaken (Disney’s $2.75 million beat Healthline’s in February 2026, and larger settlements may follow): say as of when.',
    fix: 'Write what happened and when ("On February 11, 2026 … a larger penalty than Healthline’s"), or "the largest as of <date>".',
    pattern: /\bnow (?:exceeds|surpasses|tops|holds the record)\b|\bas the largest\b(?![^.]*\bas of\b)/i,
    examples: {
      caught: [
        'Disney’s settlement now exceeds Healthline’s.',
        'Disney’s settlement has exceeded Healthline’s as the largest CCPA penalty.',
      ],
      allowed: [
        'Disney’s $2.75 million settlement, announced February 11, 2026, is larger than Healthline’s, so Healthline’s is no longer the largest.',
      ],
    },
  },
  {
    id: 'twelve states now',
    why: 'Oregon and Delaware must honor opt-out signals only from Jan 1, 2026.',
    fix: 'Say that twelve states require or will soon require it, each from its own date.',
    // A sentence naming twelve states and "require" without a word that dates the duty or puts part of it in the future.
    pattern:
      /\b(?:twelve|12|a dozen) states\b(?![^.]*\b(?:will|soon|2026|its own|each law|takes? effect)\b)[^.]*\brequire/i,
    examples: {
      caught: [
        'Twelve states—California, Oregon, Delaware and others—now require businesses to honor GPC.',
        'Twelve states require businesses to honor universal opt-out signals such as GPC.',
        'Those 12 states now require it.',
      ],
      allowed: [
        'Twelve states require or will soon require businesses to honor GPC, each from its own date.',
        'Twelve states have such a duty; Oregon and Delaware join on January 1, 2026.',
        'Required in 12 states as each law’s requirement takes effect.',
        'Those 12 states are not the same list as the states with health-specific laws.',
      ],
    },
  },
  {
    id: 'now require opt-out',
    why: 'not every state with a universal opt-out duty has it "now".',
    fix: 'Give each state its own date.',
    pattern: /\bnow (?:require|must honor)[^.]*\b(?:universal opt-out|opt-out signal|gpc|global privacy control)\b/i,
    examples: {
      caught: ['Most privacy laws now require honoring Global Privacy Control.'],
      allowed: [
        'Laws in Texas, Oregon, Delaware and Maryland include the same obligation to honor GPC, each on its own schedule.',
      ],
    },
  },
  {
    id: 'opt-out states without dates',
    why: 'a sentence that says Oregon and Delaware require honoring opt-out signals must say they do so from their own date (Jan 1, 2026).',
    fix: 'Add "each from its own date" or the date itself.',
    // The sentence names both states, opt-outs and "require", and nothing that dates the duty.
    pattern:
      /(?:^|[.!?] )(?=[^.]*\boregon\b)(?=[^.]*\bdelaware\b)(?=[^.]*\b(?:opt-out|gpc|global privacy control)\b)(?![^.]*\b(?:will|soon|2026|its own|each law|takes? effect)\b)[^.]*\brequire[^.]*/i,
    examples: {
      caught: [
        'Universal opt-out mechanisms are required in California, Colorado, Texas, Oregon, Delaware and Maryland.',
      ],
      allowed: [
        'The states on that list are California, Oregon, Delaware and Maryland, each from the date its own requirement takes effect.',
      ],
    },
  },
  {
    id: 'all data pseudonymous',
    why: 'the site collects names, email addresses and postal addresses through its forms; only the audience data is tied to pseudonymous identifiers alone.',
    fix: 'Say which data: "the audience data we hold is tied only to pseudonymous identifiers".',
    pattern:
      /(?<!audience )\bdata we (?:hold|keep|have|store)\b[^.]{0,30}?\b(?:tied|linked|limited|keyed) (?:only )?to (?:only )?pseudonymous\b/i,
    examples: {
      caught: [
        'The data we hold is tied only to pseudonymous identifiers, never to names, email addresses or street addresses.',
        'All the data we keep is linked only to pseudonymous identifiers.',
      ],
      allowed: [
        'The audience data we hold is tied only to pseudonymous identifiers, never to names, email addresses or street addresses.',
      ],
    },
  },
  {
    id: 'data linked to you',
    why: 'the audience data is tied to pseudonymous identifiers, not to names or email addresses, and how the company matches a request to them is not known: details that "find data linked to you" say the opposite.',
    fix: 'Write "only to verify your request and to answer you": the audience data holds no names, email addresses, phone numbers or postal addresses, so the details do not by themselves point to it, and how a request is matched to pseudonymous identifiers is to be confirmed.',
    pattern:
      /\b(?:find|locate|look up|search for)\b[^.]{0,20}\b(?:data|information|records?)\b[^.]{0,15}\b(?:linked|tied|connected|belonging) to you\b/i,
    examples: {
      caught: ['We use these details only to find any data linked to you and to verify and answer your request.'],
      allowed: [
        'We use these details only to verify your request and to answer you. Our audience data holds no names, email addresses, phone numbers or postal addresses, so these details do not by themselves point to it.',
      ],
    },
  },
  {
    id: 'the signal alone opts out',
    why: 'a site that sets no cookie cannot carry a browser’s Global Privacy Control signal over to the audience data: a visitor who wants out of it must still use the form.',
    fix: 'Say the signal opts out this browser, then: "The signal alone does not tell us which pseudonymous identifiers in our audience data, if any, relate to you. You can also send us an opt-out request by choosing “Opt out of sale, sharing, or targeted advertising” below."',
    pattern:
      /\byou (?:do not|don't|need not|needn't) (?:need to |have to )?(?:submit|fill (?:in|out)|send|use|complete) (?:this|the|our|a) (?:form|request)\b|\byou need (?:do )?nothing (?:more|else)\b/i,
    examples: {
      caught: [
        'You do not need to submit this form to make that choice.',
        'We apply it to that browser or device; you need do nothing more.',
      ],
      allowed: [
        'The signal alone does not tell us which pseudonymous identifiers in our audience data, if any, relate to you. You can also send us an opt-out request by choosing “Opt out of sale, sharing, or targeted advertising” below.',
      ],
    },
  },
  {
    id: 'no one labelled',
    why: 'identifiers delivered in a segment carry the segment’s label; what no one gets is a score, label or rank for their own likelihood of having a condition.',
    fix: 'Write "no one is scored, labelled or ranked by their likelihood of having a condition", or "no one is scored".',
    pattern:
      /\b(?:no (?:individual|one|person|patient)|nobody)(?: is| are)?(?: ever)? (?:(?:scored|ranked|identified)(?:,| or| and)+ )*(?:labell?ed|tagged)\b(?![^.]*\blikelihood\b)/i,
    examples: {
      caught: ['No individual is ever scored, labelled or predicted', 'retention + reach, no one labeled'],
      allowed: [
        'No one is ever scored, labelled or ranked by their likelihood of having a condition.',
        'No one is scored as an individual.',
      ],
    },
  },
  {
    id: 'device IDs as the contrast',
    why: 'the company’s own pseudonymous identifiers may be device IDs: setting its audiences against "device IDs" may mislead until it confirms what its identifiers are.',
    fix: 'Leave device IDs out of the contrast: "built from individual records or browsing histories".',
    pattern:
      /\b(?:typical|other|their|traditional|usual)\b[^.]{0,60}\bdevice IDs?\b|\bbuilt from\b[^.]{0,40}\bdevice IDs?\b/i,
    examples: {
      caught: [
        'Built from individual records, device IDs or browsing histories',
        'Typical audiences rely on device IDs.',
      ],
      allowed: [
        'Built from individual records or browsing histories',
        'The tools seemed to support that definition: device IDs, location trails, browsing histories, lookalike models.',
      ],
    },
  },
  {
    id: 'reasonable expectations met',
    why: 'whether a use matches what consumers would reasonably expect is the legal test of 11 CCR §7002, judged case by case on five factors: the company cannot state it as met, nor that its audiences are designed or built to meet it.',
    fix: 'Leave the test to the reader: "a method your legal team can explain in a sentence, and weigh for itself against what patients would reasonably expect".',
    // The test as met ("audiences your patients would reasonably expect"), or as what the product is designed or built to meet.
    pattern:
      /\b(?:your|our) (?:patients|consumers|customers) (?:would|will) reasonably expect\b|\baudiences (?:that )?(?:consumers|patients|people) (?:would|will) reasonably expect\b|\b(?:designed|built|made|developed)\b[^.]{0,30}\b(?:within what|in ways?|the way)\b[^.]{0,30}\b(?:would|will) reasonably expect\b|\bstay(?:s|ing)? within what\b[^.]{0,30}\b(?:would|will) reasonably expect\b/i,
    examples: {
      caught: [
        'Audiences your legal team can explain, your partners can accept, and your patients would reasonably expect.',
        'Talk to our team about building health audiences consumers would reasonably expect.',
        'Audiences your legal team can explain and your partners can accept, designed to stay within what patients would reasonably expect.',
        'Use audiences you can explain, built in ways consumers would reasonably expect.',
        'Talk to our team about health audiences designed to stay within what consumers would reasonably expect.',
      ],
      allowed: [
        'A method your legal team can explain in a sentence, and weigh for itself against what patients would reasonably expect.',
        'Use audiences you can explain, and test each use against what consumers would reasonably expect.',
        'The purpose must match what the consumer would reasonably expect.',
      ],
    },
  },
  {
    id: 'never a person',
    why: 'ads reach people, through their identifiers; what no audience carries is a prediction about a person.',
    fix: 'Write "never a prediction about a person".',
    pattern: /\bnever (?:a|an|any|one) (?:single )?(?:person|individual|patient)\b(?=\s*(?:[.!;]|$))/i,
    examples: {
      caught: ['Marketers reach the groups where it is more prevalent — never a person.'],
      allowed: [
        'Marketers reach the groups where it is more prevalent — never a prediction about a person.',
        'It describes the group, not any individual.',
      ],
    },
  },
  {
    id: 'other personal identifiers',
    why: 'pseudonymous identifiers are personal identifiers in law (unique and online identifiers, Cal. Civ. Code §1798.140(v)(1)(A) and (aj)), and the privacy policy lists them among the identifiers it collects: "no personal identifiers" or "other personal identifiers" beside them says they are not.',
    fix: 'Name what is left out: "never names, email addresses, phone numbers or postal addresses".',
    pattern: /\b(?:or|and|nor) (?:any )?other personal identifiers?\b|\bcontain(?:s|ing)? no personal identifiers?\b/i,
    examples: {
      caught: [
        'They use only pseudonymous identifiers, never names, email addresses or other personal identifiers.',
        'Our audience services are designed to contain no personal identifiers and no individual health predictions.',
      ],
      allowed: [
        'They use only pseudonymous identifiers, never names, email addresses, phone numbers or postal addresses.',
      ],
    },
  },
  {
    id: 'a name run into the next sentence',
    why: 'a company name without a full stop of its own ("Blueprint Audiences LLC") runs into the sentence after it.',
    fix: 'End the name as a sentence before "All rights reserved." (src/lib/sentence.ts).',
    pattern: /[A-Za-z0-9] All rights reserved\b/,
    examples: {
      caught: ['© 2025 Blueprint Audiences LLC All rights reserved.'],
      allowed: [
        '© 2025 Blueprint Audiences, Inc. All rights reserved.',
        '© 2025 Blueprint Audiences LLC. All rights reserved.',
      ],
    },
  },
  {
    id: 'consulting work',
    why: 'the company sells audiences, not compliance consulting.',
    fix: 'Point calls to action at the audiences and a conversation about them.',
    pattern:
      /\bmap (?:your|these)\b[^.]{0,40}\b(?:data flows|rules|media plan)\b|\bwalk your (?:counsel|lawyers|legal team) through\b|\bhelp you (?:put|check|map|audit|review|assess|evaluate)\b/i,
    examples: {
      caught: [
        'Our team can help you map your data flows against HIPAA.',
        'we are happy to walk your counsel through it',
        'We’ll help you put these questions to your vendors.',
        'We can help you map these rules to your media plan.',
      ],
      allowed: ['Talk with us about group-level audiences and the questions to put to any vendor.'],
    },
  },
  {
    id: 'yearly publishing',
    why: 'the company has not yet published any yearly request figures: "we publish each year" claims a practice with no earlier year behind it.',
    fix: 'Say what the law asks ("we must disclose in this policy, by July 1 each year, …") and that this year’s figures are to be confirmed.',
    pattern:
      /\bwe (?:publish|have published|report|have reported|disclose|post)\b[^.]{0,60}\b(?:(?:each|every) year|annually|yearly)\b/i,
    examples: {
      caught: [
        'As a data broker registered in California, we publish each year how many requests we received in the previous calendar year.',
        'We report these figures annually.',
      ],
      allowed: [
        'As a data broker registered in California, we must disclose in this policy, by July 1 each year, how many requests we received in the previous calendar year.',
      ],
    },
  },
  {
    id: 'Terms incorporate the Privacy Policy',
    why: 'the Terms of Use do not incorporate the Privacy Policy; a page that says they do contradicts the Terms.',
    fix: 'Leave the relation out, or say "By using the website, you acknowledge this policy" until counsel aligns the two documents.',
    pattern:
      /(?<!\b(?:not|never) |n't )\bincorporat\w*\b[^.]{0,30}\b(?:this|our|the) privacy policy\b|\b(?:this|our|the) privacy policy\b[^.]{0,30}\bis incorporated (?:into|in|by)\b/i,
    examples: {
      caught: [
        'Your use of the website is governed by our Terms of Use, which incorporate this Privacy Policy.',
        'This Privacy Policy is incorporated by reference into our Terms of Use.',
      ],
      allowed: [
        'By using the website, you acknowledge this policy; if you do not agree with it, please do not use the website.',
      ],
    },
  },
  {
    id: 'a sale hedged',
    why: 'a registered data broker sells personal information by definition (Cal. Civ. Code §1798.99.80), and Blueprint Audiences is on California’s registry: "we may sell" or "may count as a sale" hedges a fact.',
    fix: 'Write "As a data broker registered in California, we sell personal information: we make audiences of pseudonymous identifiers available to our clients."',
    pattern:
      /\bwe (?:may|might) (?:have )?(?:sold|sell|be selling)\b|\b(?:may|might|could) (?:count|qualify|be treated) as (?:a )?["“]?(?:sale|selling)\b/i,
    examples: {
      caught: [
        'We may have sold pseudonymous identifiers and audience information to clients.',
        'Making audiences available to clients may count as a “sale,” “sharing,” or “targeted advertising” under some state laws.',
        'Making audiences available may count as selling consumer health data.',
      ],
      allowed: [
        'As a data broker registered in California, we sell personal information: we make audiences of pseudonymous identifiers available to our clients.',
        'A health app may sell data to brokers without telling its users.',
      ],
    },
  },
  {
    id: 'sharing hedged',
    why: 'whether making audiences available to clients is also "sharing" (or "targeted advertising") is counsel’s reading, not yet given: "may count as sharing" states a half-answer to a reader.',
    fix: 'Write "Whether making audiences available to clients is also “sharing” under California law … is to be confirmed."',
    pattern: /\b(?:may|might|could) (?:count|qualify|be treated) as ["“]?sharing\b/i,
    examples: {
      caught: ['Making audiences available to clients may count as sharing consumer health data under these laws.'],
      allowed: [
        'Whether making audiences available to clients is sharing or selling consumer health data under these laws, and what consent that would need, is to be confirmed.',
      ],
    },
  },
  {
    id: 'withdraw a consent never asked for',
    why: 'the site describes no consent it asks for: "withdraw your consent" tells a reader they gave one.',
    fix: 'Write "Withdraw any consent you have given …" and that whether and how the company asks for consent is to be confirmed.',
    pattern: /\bwithdraw(?:ing)? (?:your|their) consent\b/i,
    unlessNearby:
      /\bany consent (?:you|they) (?:have )?given\b|\bwhether (?:and how )?we ask for (?:your |that |this )?consent\b|\bwe ask for your consent\b/i,
    examples: {
      caught: ['Withdraw your consent to our collection and sharing of your consumer health data.'],
      allowed: [
        'Withdraw any consent you have given to our collection or sharing of your consumer health data. Whether and how we ask for that consent is to be confirmed.',
      ],
    },
  },
  {
    id: 'purely aggregate',
    why: 'the audiences are lists of pseudonymous identifiers, and an identifier’s inclusion in an audience built for a condition can reveal that it belongs to a group: the product is not wholly aggregated or group-level data.',
    fix: 'Write "builds on the third category’s method without fitting it exactly", and say that the identifiers are personal information.',
    pattern:
      /\b(?:works?|operates?|sits?|falls?|lives?|belongs?|is|are) (?:entirely|only|wholly|purely|squarely|fully|completely) (?:(?:in|within|inside|to) )?(?:the )?(?:third (?:category|type|kind)\b|aggregated?\b|group-level (?:data|category|kind|type)\b|anonymous\b|de-?identified\b)/i,
    examples: {
      caught: [
        'Blueprint works entirely in the third category.',
        'Our audience product operates purely within the aggregated category.',
        'The data we sell is entirely anonymous.',
      ],
      allowed: [
        'Blueprint builds on the third category’s method without fitting it exactly.',
        'Prevalence is measured only within each group.',
      ],
    },
  },
  {
    id: 'request matching as settled',
    why: 'the audience data holds no names or contact details, so what a requester gives does not by itself point to any pseudonymous identifier; how the company matches a request to them is not known.',
    fix: 'Say the details verify and answer the request, and that how a request is matched to pseudonymous identifiers is to be confirmed (site.requestMatching).',
    pattern:
      /\b(?:look|search|check)\w* for (?:any )?pseudonymous identifiers?\b|\b(?:match|link|connect|tie)\w* (?:a |your |the |each |any )?(?:request|details|information)\b[^.]{0,40}\bpseudonymous identifiers?\b/i,
    unlessNearby: /\bto be confirmed\b/i,
    examples: {
      caught: [
        'We may ask for information that lets us look for pseudonymous identifiers that may relate to you.',
        'We match your request to the pseudonymous identifiers in our audience data.',
      ],
      allowed: ['How we match a request to pseudonymous identifiers in our audience data is to be confirmed.'],
    },
  },
  {
    id: 'HIPAA and 50 states as fact',
    why: '"compliant with HIPAA" and "approved for use in all 50 states" are the company’s own statements: no regulator or state grants either status.',
    fix: 'Say it as the company’s statement: "We describe our audiences as compliant with HIPAA and approved for use in all 50 states", or add "in our own assessment".',
    pattern:
      /\bapproved (?:for use )?in (?:all|each of the|every one of the) (?:50|fifty) states\b|\bcompliant with HIPAA\b|\bHIPAA[- ]compliant\b/i,
    unlessNearby:
      /\b(?:in our own assessment|we describe|describes? (?:its|our) audiences|our own (?:statement|standard|claim))\b/i,
    examples: {
      caught: ['Our audiences are approved for use in all 50 states.', 'HIPAA-compliant health audiences.'],
      allowed: [
        'Compliant with HIPAA and approved for use in all 50 states, in our own assessment.',
        'We describe our audiences as approved for use in all 50 states: our own statement about how they are built, not a status any state grants.',
      ],
    },
  },
  {
    id: 'nothing to leak, reworded',
    why: 'pseudonymous identifiers are still personal information, and an identifier’s inclusion in an audience built for a condition can reveal that it belongs to a group: "no inference to disclose" or "no label" says there is nothing to protect. What may be said is that the product makes no individual health prediction.',
    fix: GROUPS_NOT_PEOPLE,
    pattern:
      /\b(?:single|an?) inference (?:in sight|about a single)\b|\badds none to the data\b|\bnever exists in the first place\b|\bprediction that could be disclosed\b|\bfor a downstream partner to misuse\b|\bcreates? no (?:health )?inference\b|\bout of the audience entirely\b|\bno individual (?:health )?label\b|\bno one in (?:it|them|(?:the|an?|our|any) (?:audience|segment)s?) (?:carries|has|gets|is (?:labell?ed|tagged|marked))\b|\bno (?:individual )?(?:health )?(?:label|inference|prediction|diagnosis|profile)s?\b[^.]{0,40}\b(?:to|that (?:\w+ ){0,3}could|for [^.]{0,30}to) (?:leak|disclose|expose|misuse|steal|breach|be (?:disclosed|exposed|leaked|misused|stolen|breached))\b/i,
    examples: {
      caught: [
        'We will show you how to do it without an inference in sight.',
        'Because it makes no health inference about any individual, it adds none to the data a failed control could expose.',
        'We built our audiences so that this kind of inference never exists in the first place.',
        'It holds no individual health prediction that could be disclosed.',
        'It holds no inferred diagnosis for a downstream partner to misuse.',
        'The audience product creates no health inference about any individual.',
        'It takes the most sensitive thing out of the audience entirely.',
        'There is no individual label to be wrong about.',
        'We use no cookies, so no one in it carries an individual health label.',
        'Our audience holds no health prediction that a breach could expose.',
      ],
      allowed: [
        'The audience product makes no health prediction about any individual. Those identifiers are still personal information.',
        'No individual prediction is made that could be wrong about a person.',
      ],
    },
  },
  {
    id: 'claims about other vendors’ audiences',
    why: 'nothing on the site sources a claim about what every other vendor’s audiences are or do.',
    fix: 'Describe a kind of audience by how it is built ("Audiences built on individual predictions"), not other vendors.',
    pattern:
      /\b(?:typical|traditional|conventional|usual) (?:health(?:care)? )?(?:audiences?|segments?)\b|\b(?:most|other vendors'?|competitors'?|everyone else's|the industry's) (?:health(?:care)? )?(?:audiences|segments) (?:are|use|rely|carry|depend|infer|predict|come)\b/i,
    examples: {
      caught: [
        'Typical health audiences',
        'Most health audiences rely on individual predictions.',
        'Other vendors’ audiences carry an inference about each person.',
      ],
      allowed: ['Audiences built on individual predictions', 'Most health systems buy audiences through an agency.'],
    },
  },
  {
    id: 'the form opts out of audience data',
    why: 'how a request is matched to pseudonymous identifiers is not known, so the site cannot promise that choosing an option on its form takes anyone out of the audience data.',
    fix: 'Write "The signal alone does not tell us which pseudonymous identifiers in our audience data, if any, relate to you. You can also send us an opt-out request by choosing …".',
    pattern:
      /\bto opt out of (?:our |the )?audience (?:data|services|product)(?: as well| too)?,? (?:choose|use|select|pick|submit|send|fill)\b/i,
    unlessNearby: /\bdoes not tell us\b|\bto be confirmed\b/i,
    examples: {
      caught: [
        'To opt out of our audience data as well, choose “Opt out of sale, sharing, or targeted advertising” below.',
      ],
      allowed: [
        'The signal alone does not tell us which pseudonymous identifiers in our audience data, if any, relate to you. You can also send us an opt-out request by choosing “Opt out of sale, sharing, or targeted advertising” below.',
      ],
    },
  },
  {
    id: 'no sensitive personal information',
    why: 'the audiences apply a condition’s prevalence to pseudonymous identifiers: whether that uses or discloses sensitive personal information (and gives a right to limit) is for counsel, not to be denied outright.',
    fix: 'Write "Whether we use or disclose sensitive personal information in a way that gives you a right to limit its use is to be confirmed."',
    pattern:
      /\b(?:we|it|blueprint) (?:do|does|did|will)(?: not|n't) (?:use|disclose|collect|process|sell|share)(?: (?:or|and|nor) (?:use|disclose|collect|process|sell|share))? (?:any )?sensitive (?:personal )?(?:information|data)\b|\b(?:we|it|blueprint) never (?:uses?|discloses?|collects?|processes|sells?|shares?) (?:any )?sensitive (?:personal )?(?:information|data)\b/i,
    examples: {
      caught: [
        'We do not use or disclose sensitive personal information for purposes that would create a right to limit its use.',
        'Blueprint never collects sensitive data.',
      ],
      allowed: [
        'Whether we use or disclose sensitive personal information in a way that gives you a right to limit its use is to be confirmed.',
      ],
    },
  },
  {
    id: 'DROP opening in the future',
    why: 'California’s DROP platform opened to consumers on January 1, 2026: a sentence that says it will open is out of date unless an editor’s update next to it says it has.',
    fix: 'Add an editor’s update next to the sentence ("California’s DROP platform opened to consumers on January 1, 2026, as planned. …").',
    pattern:
      /\b(?:is set to|is scheduled to|is due to|is expected to|will) (?:open|launch|go live)\b[^.]{0,60}\bJanuary 1, 2026\b/i,
    unlessNearby: /\beditor's (?:update|note)\b[\s\S]{0,200}\b(?:opened|launched|went live)\b/i,
    examples: {
      caught: [
        'The Delete Act creates a deletion platform called DROP that will open to consumers on January 1, 2026.',
      ],
      allowed: [
        'The Delete Act creates a deletion platform called DROP that will open to consumers on January 1, 2026. Editor’s update, November 27, 2026: California’s DROP platform opened to consumers on January 1, 2026, as planned.',
      ],
    },
  },
  {
    id: 'largest in its history',
    why: 'a regulator’s largest fine is soon overtaken: "the largest fine in its history" or "its largest to date" goes out of date without saying so.',
    fix: 'Write "its largest fine at the time".',
    pattern:
      /\blargest (?:\w+ )?(?:fine|penalty|settlement) in (?:its|their|the \w+'s) history\b|\b(?:its|their) (?:own )?largest (?:(?:\w+ )?(?:fine|penalty|settlement)|to date|yet|ever)\b/i,
    unlessNearby: /\bat the time\b/i,
    examples: {
      caught: [
        'This week California’s privacy regulator announced the largest fine in its history.',
        'The CPPA announced a $1.35 million fine against Tractor Supply, its largest to date.',
      ],
      allowed: ['This week California’s privacy regulator announced its largest fine at the time: $1.35 million.'],
    },
  },
  {
    id: 'exact FTC penalty figure',
    why: 'the FTC’s maximum civil penalty per violation is adjusted for inflation every January ($53,088 from January 17, 2025): an exact figure goes out of date within the year.',
    fix: 'Write "civil penalties can exceed $50,000 for each violation".',
    // $51,744 (the 2024 figure) is the dated rule 'old FTC penalty'; this catches the figures from 2025 on.
    pattern: /\$5[2-9],\d{3}\b/,
    examples: {
      caught: ['Civil penalties can reach $53,088 for each violation.'],
      allowed: ['Civil penalties can exceed $50,000 for each violation.'],
    },
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

export interface PhraseContext {
  /** The text next to this one (the blocks or elements before and after it), where a qualifier may stand. */
  nearby?: string;
  /** The text's date (ISO): an article's date. Undated text is read as published today. */
  date?: string;
}

export interface Hit {
  id: string;
  /** The matched words, for the failure message. */
  match: string;
}

/** How far either side of a match its qualifier may stand in the same text: a sentence or two. */
const NEARBY_CHARACTERS = 200;

function qualified(text: string, index: number, length: number, qualifier: RegExp, nearby: string): boolean {
  const around = text.slice(Math.max(0, index - NEARBY_CHARACTERS), index + length + NEARBY_CHARACTERS);
  return qualifier.test(around) || qualifier.test(nearby);
}

/** Each rule's pattern made global once: matchAll needs the flag, and the site's text is thousands of pieces. */
const GLOBAL_PATTERNS = BANNED_PHRASES.map((phrase) => ({
  ...phrase,
  global: new RegExp(phrase.pattern, `${phrase.pattern.flags.replace('g', '')}g`),
}));

export function findBannedPhrases(text: string, context: PhraseContext = {}): Hit[] {
  const clean = normalise(text);
  const nearby = normalise(context.nearby ?? '');
  const date = context.date ?? new Date().toISOString().slice(0, 10);
  return GLOBAL_PATTERNS.flatMap(({ id, global, unlessNearby, datedFrom }) => {
    if (datedFrom && date < datedFrom) return [];
    for (const match of clean.matchAll(global)) {
      if (unlessNearby && qualified(clean, match.index, match[0].length, unlessNearby, nearby)) continue;
      return [{ id, match: match[0].replace(/^[.!?] /, '') }];
    }
    return [];
  });
}

export function bannedPhrase(id: string): BannedPhrase {
  const phrase = BANNED_PHRASES.find((candidate) => candidate.id === id);
  if (!phrase) throw new Error(`No banned phrase '${id}'.`);
  return phrase;
}
