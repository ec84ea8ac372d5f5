import type { ArticleBody } from '../types';

// Blueprint's notes to go with an episode of the Red Clover podcast, which nobody here has heard and
// whose producer is not known: every number, date and name carries the name of its
// source, listed below; what the recording says is an awaiting fact.
// Sources, by the names the comments below use:
//   Healthline settlement: https://nhada.com/news/1.55-million-ccpa-settlement…; https://globalpolicywatch.com/2025/07/…
//   Healthline opt-outs: https://paubox.com/blog/california-ag-secures-record…; https://technologylaw.fkks.com/post/102kqsd
//   Healthline titles: https://natlawreview.com/article/california-ag-reaches-record-155-million…; https://connectontech.bakermckenzie.com/4-for-4…
//   Washington MHMDA: https://datamatters.sidley.com/2023/05/03/…; https://huntonprivacyblog.com/2023/04/20/…
//   Nevada SB 370: https://bassberry.com/news/nevada-consumer-health-data-law…; https://vensure.com/…
//   State law count: https://creditandcollectionnews.com/new-state-privacy-laws…; https://unanswered.io/guide/us-state-data-privacy-laws-guide
//   AHA v. Becerra: https://shb.com/…/ocr-online-tracking-guidance-vacated; https://quarles.com/…/hhs-ocr-withdraws…
//   HIPAA preemption: https://brickergraydon.com/…/160.202; https://hipaatemplates.com/faq-items/…
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  {
    type: 'paragraph',
    content: [
      // The client lists a Red Clover podcast page; who produces Red Clover is not known.
      'Can a brand reach people living with a health condition without scoring anyone for it? These are Blueprint’s notes on that question, written to go with an episode of the Red Clover podcast on healthcare advertising. They are our reading of the topic, not a summary of the recording: where HIPAA stops, where state law picks up, and what changes when audiences are measured at the level of groups rather than individuals.',
    ],
  },
  {
    type: 'podcast',
    title: 'Red Clover Podcast: Healthcare Advertising and Privacy Law',
    summary: { value: 'Description to be confirmed.', status: 'awaiting' },
    guests: { value: 'To be confirmed', status: 'awaiting' },
    runtime: { value: 'To be confirmed', status: 'awaiting' },
    media: 'video',
    embedUrl: { value: 'https://example.com/podcast-player/red-clover-healthcare-advertising', status: 'awaiting' },
    externalUrl: { value: 'https://example.com/podcast/red-clover-healthcare-advertising', status: 'awaiting' },
    externalLabel: 'Watch the episode',
  },
  { type: 'heading', text: 'Not a HIPAA case' },
  {
    type: 'paragraph',
    content: [
      // Healthline settlement: July 1, 2025; Rob Bonta; $1.55M; Healthline Media LLC; the case name and court. Healthline opt-outs, Healthline titles: the allegations.
      'For years the compliance question in health advertising was simple: is this protected health information? The summer’s Healthline settlement shows why that question is no longer enough: it was not a HIPAA case at all. On July 1, 2025, California Attorney General Rob Bonta announced a proposed $1.55 million settlement with Healthline Media LLC under the California Consumer Privacy Act, in ',
      { em: 'People v. Healthline Media LLC' },
      ' (San Francisco Superior Court), subject to court approval. The allegations concerned opt-outs that did not stop data flowing to ad partners and article titles suggesting a diagnosis that were shared with advertisers: ordinary publishing and ad-tech practices, judged under a state privacy law.',
    ],
  },
  { type: 'heading', text: 'HIPAA versus state law' },
  {
    type: 'paragraph',
    content: [
      // HIPAA preemption, 45 CFR 160.203(b): state laws do not supersede HIPAA in general; more-stringent provisions
      // survive, and most consumer-health-data laws exempt HIPAA-covered PHI.
      'It is common to hear that state privacy laws now “supersede” HIPAA. That overstates it. Under HIPAA’s preemption rule, a state law that is more stringent than HIPAA is not preempted, and where the two don’t conflict, both apply. Most consumer-health-data laws, in turn, exempt information that is already protected health information under HIPAA. The result is layering, not replacement: HIPAA still governs the protected health information it covers, and state laws reach much of the health-related data that HIPAA never touched.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      // State law count: 19 comprehensive laws (20 with Florida) plus the Washington MHMDA and Nevada SB 370 = 21,
      // the one count every article uses.
      // Washington MHMDA: in force since Mar 31, 2024; separate consent, geofencing ban, private right of action.
      'That non-HIPAA territory is where much of health advertising happens, and it is crowded. Today 21 states have enacted a comprehensive consumer privacy law or a dedicated consumer-health-data law: 19 comprehensive laws, plus Washington’s and Nevada’s health-data laws. Washington’s My Health My Data Act, in force since March 31, 2024, is a clear example. It covers consumer health data outside HIPAA, requires separate consent to collect and to share that data, bans geofencing, and lets consumers sue through the state’s Consumer Protection Act.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      // AHA v. Becerra: AHA v. Becerra, June 20, 2024, N.D. Tex.; appeal filed Aug 19, withdrawn Aug 29, 2024.
      'On the federal side, HIPAA’s reach online actually narrowed. In ',
      { em: 'AHA v. Becerra' },
      ', decided June 20, 2024, a federal court in Texas vacated the position in HHS’s online-tracking guidance that an IP address combined with a visit to an unauthenticated web page is individually identifiable health information. HHS filed an appeal on August 19, 2024, then withdrew it ten days later. It would be easy to read that as a green light for tracking. It isn’t: the same tracking can still fall under state privacy and consumer-health-data laws, which is exactly where the Healthline case was brought.',
    ],
  },
  { type: 'heading', text: 'Why group-level data' },
  {
    type: 'paragraph',
    content: [
      // The company's own product claims, and pseudonymous identifiers are personal information under the CCPA.
      // 'Approved for use in all 50 states' is the company's own statement, not a legal status.
      'Much of what these laws target is information that identifies a person or infers something about their health. Blueprint’s audiences are built differently. We place people in random groups and measure only the prevalence of a condition at the group level. The audiences use only pseudonymous identifiers, no personal identifiers; no individual is assigned a health prediction; and the audience product uses no cookies. Pseudonymous identifiers are still personal information under laws such as the CCPA, so opt-outs and other privacy rights apply to them. Blueprint describes its audiences as compliant with HIPAA and approved for use in all 50 states; that is our own statement about how the product is designed, not a legal status conferred by any regulator.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'The practical difference shows up in the questions a compliance team asks. With individual-level or modeled audiences, they have to ask who was scored for which condition, who consented, in which state, and whether an opt-out reached every downstream partner. With group-level measurement nobody is scored for a condition, so the review turns to how the groups are built and how opt-outs are honored.',
    ],
  },
  {
    type: 'takeaways',
    items: [
      [
        // HIPAA preemption.
        'HIPAA is only one layer. More-stringent state laws survive preemption, and much of health advertising runs on data HIPAA never covered.',
      ],
      [
        // State law count, Washington MHMDA, Nevada SB 370: 19 + 2 = 21.
        'Count carefully: 21 states have enacted a comprehensive privacy law or a dedicated consumer-health-data law (19 comprehensive laws, plus Washington’s and Nevada’s).',
      ],
      [
        // Healthline titles.
        'The Healthline settlement shows that content signals, such as article titles that suggest a diagnosis, can be treated as health data under state law.',
      ],
      [
        // AHA v. Becerra.
        { em: 'AHA v. Becerra' },
        ' narrowed HHS’s online-tracking guidance; it did not make tracking safe under state law.',
      ],
      [
        // The company's product claims.
        'Audiences measured at the group level make no health prediction about any individual. Their pseudonymous identifiers are still personal information under the CCPA, so opt-out rights still apply.',
      ],
    ],
  },
  {
    type: 'paragraph',
    content: [
      'You can also follow ',
      { text: 'Blueprint on LinkedIn', href: 'linkedin' },
      '. For more on the design principles behind our audiences, read ',
      { text: 'how we approach privacy by design', href: '/privacy-by-design' },
      '.',
    ],
  },
  {
    type: 'cta',
    title: 'Want to see group-level audiences in action?',
    text: 'Book a short call to see how Blueprint builds audiences from random groups and group-level prevalence.',
    label: 'Book a meeting',
    href: 'booking',
  },
] satisfies ArticleBody;
