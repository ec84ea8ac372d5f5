import type { ArticleBody } from '../types';

export { default as meta } from './meta?article-page';

export default [
  {
    type: 'paragraph',
    content: [
      'Can a brand reach people living with a health condition without handling anyone’s personal health data? That question runs through this episode of the Red Clover podcast, a conversation about healthcare advertising in a year when state privacy enforcement has caught up with ad tech. It covers where HIPAA stops, where state law picks up, and why measuring audiences at the level of groups rather than individuals changes the compliance math. Watch it below; the overview and takeaways follow.',
    ],
  },
  {
    type: 'podcast',
    title: 'Red Clover Podcast: Healthcare Advertising Without Personal Data',
    embedUrl: 'https://www.youtube-nocookie.com/embed/q3VbS2m8XkE',
    externalUrl: 'https://www.youtube.com/watch?v=q3VbS2m8XkE',
    externalLabel: 'Watch on YouTube',
  },
  { type: 'heading', text: 'Episode overview' },
  {
    type: 'paragraph',
    content: [
      'For years the compliance question in health advertising was simple: is this protected health information? This episode is a conversation about why that question is no longer enough. Consider the summer’s Healthline settlement: it was not a HIPAA case at all. On July 1, 2025, California Attorney General Rob Bonta announced a proposed $1.55 million settlement with Healthline Media LLC under the California Consumer Privacy Act, in ',
      { em: 'People v. Healthline Media LLC' },
      ' (San Francisco Superior Court), subject to court approval. The allegations concerned opt-outs that did not stop data flowing to ad partners and article titles suggesting a diagnosis that were shared with advertisers — ordinary publishing and ad-tech practices, judged under a state privacy law.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'The episode’s other two themes follow from that case: the wider legal map health advertisers now work within, and a practical answer — audiences that never require personal data in the first place.',
    ],
  },
  { type: 'heading', text: 'HIPAA versus state law' },
  {
    type: 'paragraph',
    content: [
      'It is common to hear that state privacy laws now “supersede” HIPAA. That overstates it. Under HIPAA’s preemption rule, a state law that is more stringent than HIPAA is not preempted, and where the two don’t conflict, both apply. Most consumer-health-data laws, in turn, exempt information that is already protected health information under HIPAA. The result is layering, not replacement: HIPAA still governs the protected health information it covers, and state laws reach much of the health-related data that HIPAA never touched.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'That non-HIPAA territory is where much of health advertising happens, and it is crowded. Today 21 states have enacted a comprehensive consumer privacy law or a dedicated consumer-health-data law: 19 comprehensive laws, plus Washington’s and Nevada’s health-data laws. Washington’s My Health My Data Act, in force since March 31, 2024, is a clear example. It covers consumer health data outside HIPAA, requires separate consent to collect and to share that data, bans geofencing, and lets consumers sue through the state’s Consumer Protection Act.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'On the federal side, HIPAA’s reach online actually narrowed. In ',
      { em: 'AHA v. Becerra' },
      ', decided June 20, 2024, a federal court in Texas vacated the position in HHS’s online-tracking guidance that an IP address combined with a visit to an unauthenticated web page is individually identifiable health information. HHS filed an appeal on August 19, 2024, then withdrew it ten days later. It would be easy to read that as a green light for tracking. It isn’t: the same tracking can still fall under state privacy and consumer-health-data laws, which is exactly where the Healthline case was brought.',
    ],
  },
  { type: 'heading', text: 'Why group-level data' },
  {
    type: 'paragraph',
    content: [
      'Each of these laws is triggered by information about a person: data that identifies them, tracks them or infers something about their health. Blueprint’s audiences are built to avoid that trigger. We place people in random groups and measure only the prevalence of a condition at the group level. No personal identifiers are collected, no individual is assigned a health prediction, and the audience product uses no cookies. Blueprint describes its audiences as compliant with HIPAA and approved for use in all 50 states; that is our own statement about how the product is designed, not a legal status conferred by any regulator.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'The practical difference shows up in the questions a compliance team asks. With individual-level or modeled audiences, they have to ask who consented, to what, in which state, and whether an opt-out reached every downstream partner. With group-level measurement there is no individual health record to consent to, sell or leak, so the conversation shifts from damage control to campaign planning.',
    ],
  },
  {
    type: 'takeaways',
    items: [
      [
        'HIPAA is only one layer. More-stringent state laws survive preemption, and much of health advertising runs on data HIPAA never covered.',
      ],
      [
        'Count carefully: 21 states have enacted a comprehensive privacy law or a dedicated consumer-health-data law (19 comprehensive laws, plus Washington’s and Nevada’s).',
      ],
      [
        'The Healthline settlement shows that content signals, such as article titles that suggest a diagnosis, can be treated as health data under state law.',
      ],
      [
        { em: 'AHA v. Becerra' },
        ' narrowed HHS’s online-tracking guidance; it did not make tracking safe under state law.',
      ],
      [
        'Audiences measured at the group level, with no personal identifiers, avoid the individual-level data these laws are written to protect.',
      ],
    ],
  },
  {
    type: 'paragraph',
    content: [
      'To hear about future conversations and our analysis of new rules as they arrive, follow ',
      { text: 'Blueprint on LinkedIn', href: 'linkedin' },
      '. For more on the design principles behind our audiences, read ',
      { text: 'how we approach privacy by design', href: '/privacy-by-design' },
      '.',
    ],
  },
  {
    type: 'cta',
    title: 'Want to see group-level audiences in action?',
    text: 'Book a short call to walk through how Blueprint builds audiences without personal data.',
    label: 'Book a meeting',
    href: 'booking',
  },
] satisfies ArticleBody;
