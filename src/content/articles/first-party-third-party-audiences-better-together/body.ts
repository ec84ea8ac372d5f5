import type { ArticleBody } from '../types';

// Sources, by the names the comments below use:
//   Healthline titles: https://natlawreview.com/article/california-ag-reaches-record-155-million…; https://connectontech.bakermckenzie.com/4-for-4…
//   CCPA §7002: https://law.cornell.edu/regulations/california/11-CCR-7002
//   Washington MHMDA: https://datamatters.sidley.com/2023/05/03/…; https://huntonprivacyblog.com/2023/04/20/…
//   GPC states: https://cookiebeam.com/guides/universal-opt-out-mechanisms-us-state-laws-2026; https://mondaq.com/…/1496022
//   GPC start dates: https://salemsentinel.com (Oregon DOJ, Data Privacy Day 2026); https://olenderfeldman.com client alert (Oct 2025); https://zephtech.net/guides/compliance-us-state-privacy
//   GoodRx: https://akingump.com/…/ftcs-first-of-its-kind…
//   Pew (2023): https://mediapost.com/publications/article/390286; https://thelivinglib.org/how-americans-view-data-privacy
//   Chrome cookies: https://cookiebeam.com/guides/privacy-sandbox-shutdown-2026…
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  {
    type: 'paragraph',
    content: [
      'Many healthcare marketing plans for 2026 make the same promise: lean harder on first-party data. It’s the right instinct and an incomplete plan. First-party data is the best information a brand has about the people it already knows, and says little about the people it needs to reach next. For that, most teams still need third-party data, which is exactly where regulators keep finding problems. The answer isn’t to pick a side. It’s to give each kind of data the job it can do safely, and never join the two at the level of a person’s health.',
    ],
  },
  { type: 'heading', text: 'Where first-party data runs out' },
  {
    type: 'paragraph',
    content: [
      'A health system’s patient list, a pharmaceutical brand’s opt-in program, a telehealth company’s subscribers: each describes people who have already raised a hand. That is valuable for service messages, retention and measurement. But the person diagnosed last month, the caregiver researching a parent’s options, the patient comparing treatments who has never visited your site: none of them is in your file. Plan only around first-party data and you end up talking to the same people more often.',
    ],
  },
  // GPC states (the twelve states, Colorado's AG and GPC), GPC start dates (each state from its own date; Oregon and Delaware from 2026)
  {
    type: 'paragraph',
    content: [
      'First-party data is also shrinking by design. Twelve states — California, Colorado and Connecticut among them — require or will soon require businesses to honor a universal opt-out mechanism such as Global Privacy Control (GPC), each from its own date: Colorado since July 1, 2024, Connecticut since January 1, 2025, Oregon and Delaware from January 1, 2026. Colorado’s attorney general recognizes GPC as the only such mechanism. Wherever the duty applies, every visitor whose browser sends the signal is a visitor whose data you may not sell or share for targeted advertising. That is the system working as intended, and it caps any strategy built on tracking your own visitors.',
    ],
  },
  // Chrome cookies (Chrome: July 2024, April 2025, October 2025), Pew (2023) (Pew 2023: 81%, 67%, 59% in 2019, 73%)
  {
    type: 'paragraph',
    content: [
      'Nor will the browser settle the question. Google dropped its plan to phase out third-party cookies in Chrome in July 2024, dropped its planned user-choice prompt in April 2025, and retired most of Privacy Sandbox in October. What governs health data now is the law and consumer trust, and trust is thin: in Pew Research Center’s 2023 survey, 81% of U.S. adults said they were concerned about how companies use the data collected about them, 67% said they understand little or nothing about what companies do with it (up from 59% in 2019), and 73% said they have little or no control.',
    ],
  },
  { type: 'heading', text: 'Third-party risk after GoodRx' },
  // GoodRx (GoodRx: February 1, 2023; Facebook, Google, Criteo; $1.5 million; first HBNR action)
  {
    type: 'paragraph',
    content: [
      'The FTC’s case against GoodRx, announced February 1, 2023, is still the clearest picture of how health data goes wrong between first and third parties. The FTC alleged that GoodRx shared users’ prescription and health-condition information with Facebook, Google and Criteo, and announced a $1.5 million civil penalty, the first enforcement action under the FTC’s Health Breach Notification Rule. One company’s first-party health data became an ad platform’s third-party signal. Whether you upload your own lists or buy someone else’s segments, that flow is under scrutiny.',
    ],
  },
  // Washington MHMDA (My Health My Data Act: March 31, 2024; separate consent; geofencing ban; Consumer Protection Act)
  {
    type: 'paragraph',
    content: [
      'State law has raised the stakes since. Washington’s My Health My Data Act, in effect since March 31, 2024, covers consumer health data outside HIPAA, requires separate consent to collect it and to share it, bans geofencing, and lets consumers sue through the state’s Consumer Protection Act. A purchased segment that tags a Washington resident with a condition raises a question the buyer usually can’t answer: who gave that consent, to whom, and for what?',
    ],
  },
  { type: 'heading', text: 'Consent and purpose limits apply to both sides' },
  // CCPA §7002 (11 CCR 7002: "reasonably necessary and proportionate", reasonable expectations, five factors)
  {
    type: 'paragraph',
    content: [
      'California’s CCPA regulations give a useful test for both kinds of data. Every collection and use of personal information must be “reasonably necessary and proportionate” to a purpose that fits the consumer’s reasonable expectations, and those expectations are judged by five factors. Read as questions, they work as well for a CRM file as for a broker’s segment:',
    ],
  },
  {
    type: 'list',
    items: [
      [
        { strong: 'Relationship:' },
        ' does the person’s relationship with the source suggest health-based advertising at all?',
      ],
      [
        { strong: 'Type, nature and amount:' },
        ' is health information involved, and is more of it used than the purpose needs?',
      ],
      [
        { strong: 'Source and method:' },
        ' was the data collected directly, or observed or bought from somewhere else?',
      ],
      [{ strong: 'Disclosure:' }, ' was this use explained clearly, or buried in a policy?'],
      [{ strong: 'Third parties:' }, ' would the person know other companies were involved?'],
    ],
  },
  // Healthline titles (Healthline: article titles shared with advertisers)
  {
    type: 'paragraph',
    content: [
      'First-party data usually passes the first and third questions and can still fail the fourth. Third-party health segments tend to struggle with all five: the person never had a relationship with the advertiser and rarely knew a broker was involved. The ',
      { text: 'Healthline case', href: '/resources/healthline-case-healthcare-marketers' },
      ' showed how California treats a surprising use of health signals, even ones as ordinary as article titles.',
    ],
  },
  { type: 'heading', text: 'Group-level third-party data' },
  {
    type: 'paragraph',
    content: [
      'The way through is to change what third-party data is. Most health segments answer the question “which individuals probably have this condition?” That answer is an inference about a person, and it creates the consent, disclosure and breach exposure described above. “Where is this condition more common?” can be answered without labeling anyone.',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/first-party-third-party-audiences-better-together-two-roles.svg',
    // The company's product claims (random groups, group-level prevalence, no personal identifiers, no individual health predictions, no cookies)
    alt: 'Diagram: first-party data (people who already know the brand, used with consent, shrinking as opt-outs are honored) and group-level third-party data (people who haven’t found the brand yet, measured as prevalence within random groups, with only pseudonymous identifiers and no individual health scores) both feed one campaign plan. A note between them says they are never joined on a person.',
    width: 860,
    height: 440,
    caption: 'Each kind of data does the job it can do safely. Neither needs the other’s person-level records.',
  },
  // The company's own product claims, as the client words them (docs/requirements.md)
  {
    type: 'paragraph',
    content: [
      'That is how we built Blueprint. People are placed in random groups, and we measure only the prevalence of a condition within each group. The audience product uses no personal identifiers, only pseudonymous ones; it makes no individual health predictions and uses no cookies. A campaign can concentrate spend where a condition is more common, working from a group’s prevalence rather than a guess about any person’s health. First-party data stays in the relationships where it was collected; group-level data does the reaching. Our ',
      { text: 'DTC audiences', href: '/dtc-audiences' },
      ' page shows how that works for direct-to-consumer brands.',
    ],
  },
  { type: 'heading', text: 'A checklist for your 2026 audience plan' },
  // CCPA §7002 (purpose), GPC states (GPC), GoodRx (lists revealing a condition), Washington MHMDA (Washington consent)
  {
    type: 'list',
    ordered: true,
    items: [
      [
        'Map every first-party source to the purpose it was collected for, and confirm that advertising is one of them.',
      ],
      ['Test your sites with GPC turned on and confirm that no health-page data reaches ad partners afterward.'],
      [
        'Stop uploading lists that reveal a condition to advertising platforms unless you have consent that names the use.',
      ],
      [
        'For each third-party health segment, ask whether it labels individuals. If it does, ask for the consent trail for Washington residents.',
      ],
      ['Use group-level data for reach, and keep the two datasets separate rather than joining them on a person.'],
    ],
  },
  {
    type: 'paragraph',
    content: [
      'First-party and third-party data really are better together. The condition is that neither becomes a back door for the other, and that no one in the audience is reduced to a guess about their health. For more on building campaigns this way, see our ',
      { text: 'privacy-first marketing playbook', href: '/resources/privacy-first-marketing-strategies' },
      '.',
    ],
  },
  {
    type: 'cta',
    title: 'Planning your 2026 audience mix?',
    text: 'Let’s talk about where first-party data ends and how group-level audiences can extend your reach.',
    label: 'Book a meeting',
    href: 'booking',
  },
] satisfies ArticleBody;
