import type { ArticleBody } from '../types';

// Sources, by the names the comments below use:
//   Healthline settlement: https://nhada.com/news/1.55-million-ccpa-settlement…; https://globalpolicywatch.com/2025/07/…
//   CCPA record fines: https://natlawreview.com/article/california-raises-stakes…; hunton…/california-ag-reaches-record-2-75-million-settlement-with-disney…
//   Healthline opt-outs: https://paubox.com/blog/california-ag-secures-record…; https://technologylaw.fkks.com/post/102kqsd
//   Healthline titles: https://natlawreview.com/article/california-ag-reaches-record-155-million…; https://connectontech.bakermckenzie.com/4-for-4…
//   Healthline settlement terms: https://whitecase.com/insight-alert/california-announces-largest-settlement…; https://gtlaw-israelpractice.com/2025/07/09/…
//   CCPA penalties: https://jdsupra.com/legalnews/california-privacy-protection-agency-7046701
//   Tractor Supply fine: https://buchalter.com/insights/cppa-expands-enforcement…
//   GPC states: https://cookiebeam.com/guides/universal-opt-out-mechanisms-us-state-laws-2026; https://mondaq.com/…/1496022
//   GPC start dates: https://salemsentinel.com (Oregon DOJ, Data Privacy Day 2026); https://olenderfeldman.com client alert (Oct 2025); https://zephtech.net/guides/compliance-us-state-privacy
//   GPC sweep: https://crowell.com/…/no-opt-out-for-state-data-privacy-compliance…; https://einpresswire.com/article/847567902
//   GoodRx: https://akingump.com/…/ftcs-first-of-its-kind…
//   BetterHelp: https://einpresswire.com/article/709292969
//   Pew (2023): https://mediapost.com/publications/article/390286; https://thelivinglib.org/how-americans-view-data-privacy
//   Chrome cookies: https://cookiebeam.com/guides/privacy-sandbox-shutdown-2026…
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  // Chrome cookies (Privacy Sandbox retired October 17, 2025, a Friday; cookie plan dropped July 2024; prompt dropped April 2025)
  {
    type: 'paragraph',
    content: [
      'Last week’s news came from a browser, not a regulator. On Friday, October 17, Google retired most of Privacy Sandbox, the set of technologies that was meant to replace third-party cookies in Chrome. It is the last step in a long retreat: Google dropped its plan to phase out cookies in July 2024, then dropped its planned user-choice prompt in April 2025. For advertisers who spent years preparing for a cookieless Chrome, the browser will not be what forces change. The law will be, and for healthcare marketers it already is.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'That shift changes what “performance” means. For years, performance in health advertising has meant finding individuals ever more precisely. Today a campaign that can’t survive an opt-out test or a purpose-limitation review isn’t performing; it’s accumulating liability. Privacy has become part of the performance metric.',
    ],
  },
  { type: 'heading', text: 'Consumers don’t trust data use' },
  // Pew (2023) (Pew, October 2023, 5,101 adults: 81%, 73%, 67%, 59% in 2019)
  {
    type: 'paragraph',
    content: [
      'Start with the audience. In Pew Research Center’s October 2023 survey of 5,101 U.S. adults, 81% said they were concerned about how companies use their data, and 73% said they have little or no control over it. Sixty-seven percent said they understand little or nothing about what companies do with their data, up from 59% in 2019. Understanding is going down, not up.',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/privacy-is-the-new-performance-trust-gap.svg',
    // Pew (2023) (published October 18, 2023)
    alt: 'Horizontal bar chart from a Pew Research Center survey of 5,101 U.S. adults published October 18, 2023: 81% are concerned about how companies use their data; 73% feel they have little or no control; 67% understand little or nothing about what companies do with it, shown against a lighter bar for 59% in 2019.',
    width: 800,
    height: 380,
    caption: 'The trust gap every health campaign has to cross. Source: Pew Research Center, October 2023.',
  },
  // Healthline titles (the AG's "two unexpected uses")
  {
    type: 'paragraph',
    content: [
      'Those numbers describe the people every health campaign is trying to reach. When people don’t understand how their data is used and feel they can’t control it, a health ad that seems to know too much doesn’t read as relevance. It reads as surveillance, and it spends down the trust that a health brand depends on. Regulators are writing that same expectation into enforcement: in the Healthline case, California’s attorney general called the advertising uses of readers’ data “unexpected.”',
    ],
  },
  { type: 'heading', text: 'Cookies stayed, so the law governs' },
  // Chrome cookies (cookies stay; most of Privacy Sandbox retired)
  {
    type: 'paragraph',
    content: [
      'For years the industry treated Chrome’s cookie deadline as the thing that would force a change. With cookies staying and most of the Sandbox gone, the technical ability to follow people across sites remains. What has changed is the legal permission to do it, above all with health data.',
    ],
  },
  // GPC states (the twelve states), GPC start dates (each from its own date; Oregon and Delaware from January 1, 2026), GPC sweep (September 9 sweep)
  {
    type: 'paragraph',
    content: [
      'Twelve states—California, Colorado, Connecticut, Texas, Montana, Oregon, Delaware, New Jersey, New Hampshire, Nebraska, Minnesota and Maryland—require or will soon require businesses to honor universal opt-out signals such as Global Privacy Control (GPC), each from its own date; Oregon’s and Delaware’s duties begin on January 1, 2026. On September 9, the California Privacy Protection Agency (CPPA) and the attorneys general of California, Colorado and Connecticut announced a joint GPC sweep and sent letters to businesses that weren’t honoring the signal. A browser that still supports cookies doesn’t help you if the same browser is sending a GPC signal you’re legally required to honor. We laid out the playbook in our ',
      { text: 'privacy-first marketing strategies analysis', href: '/resources/privacy-first-marketing-strategies' },
      '; the Sandbox news only makes it more urgent.',
    ],
  },
  { type: 'heading', text: 'The cost of enforcement' },
  // Healthline settlement (proposed $1.55 million, July 2025), CCPA record fines (largest at the time; Sephora $1.2 million, 2022), Healthline opt-outs, Healthline titles (the allegations)
  {
    type: 'paragraph',
    content: [
      'Enforcement now has real numbers attached. California’s attorney general announced a proposed $1.55 million settlement with Healthline Media in July, the largest CCPA penalty to date, ahead of Sephora’s $1.2 million in 2022. The complaint alleged both that opt-outs didn’t stop data flowing to ad partners and that article titles hinting at a diagnosis were shared with advertisers (',
      { text: 'our full breakdown', href: '/resources/healthline-case-healthcare-marketers' },
      ').',
    ],
  },
  // CCPA record fines (Disney, $2.75 million, February 11, 2026)
  {
    type: 'editorNote',
    content: [
      'On February 11, 2026, California’s attorney general announced a $2.75 million settlement with Disney, a larger penalty than Healthline’s $1.55 million, so Healthline’s is no longer the largest CCPA penalty.',
    ],
  },
  // Tractor Supply fine (Tractor Supply, $1.35 million, September 30), CCPA penalties ($2,663 / $7,988 since January 1, 2025), GoodRx (GoodRx $1.5 million, 2023), BetterHelp (BetterHelp $7.8 million; about 800,000 refunds in 2024)
  {
    type: 'paragraph',
    content: [
      'On September 30, the CPPA announced its own largest fine at the time, $1.35 million against Tractor Supply, in an order covering failures to honor GPC. Since January 1, 2025, inflation-adjusted CCPA penalties have been $2,663 per violation and $7,988 for violations that are intentional or involve minors. At the federal level, the FTC’s first Health Breach Notification Rule case cost GoodRx $1.5 million in 2023, and BetterHelp paid $7.8 million, with refunds reaching about 800,000 consumers in 2024.',
    ],
  },
  // Healthline settlement terms (settlement terms)
  {
    type: 'paragraph',
    content: [
      'The headline figures understate the cost. Healthline’s settlement also requires a compliance program, monitoring of opt-out and limit requests, and an annual tracker review. Those are standing operational duties, and they fall on the same teams that are supposed to be optimizing campaigns.',
    ],
  },
  { type: 'heading', text: 'Performance with only pseudonymous identifiers' },
  // The company's own product claims, as the client words them (docs/requirements.md)
  {
    type: 'paragraph',
    content: [
      'So what does performance look like when privacy is a design constraint rather than an afterthought? We think it looks like precision at the group level. Blueprint places people in random groups and measures only the prevalence of a condition within each group. No one is scored as an individual; the audience product uses no personal identifiers, only pseudonymous ones, and doesn’t rely on cookies, so the Chrome news changes nothing for it. Marketers still reach groups where a condition is more prevalent; what disappears is the individual health inference behind much of the legal and reputational risk. Our ',
      { text: 'DTC audiences', href: '/dtc-audiences' },
      ' page shows how that works in practice. Whatever data you use, here is how we’d put privacy on the scorecard:',
    ],
  },
  {
    type: 'list',
    ordered: true,
    items: [
      [
        'Report privacy alongside reach and cost: how many of your data flows would pass a GPC test and a purpose-limitation review today?',
      ],
      ['Retire segments that depend on individual health inferences. Healthline showed where that risk leads.'],
      [
        'Ask every vendor how opt-outs propagate and which contract terms govern the data (see ',
        { text: 'Compliance Is Not the Same as Privacy', href: '/resources/compliance-not-privacy' },
        ').',
      ],
      [
        'Use group-level prevalence for reach and relevance, and keep first-party data within the purposes your customers expect.',
      ],
    ],
  },
  // Chrome cookies, Pew (2023), Healthline settlement and Tractor Supply fine, the company's product claims (in that order)
  {
    type: 'takeaways',
    title: 'Key takeaways',
    items: [
      [
        'Google retired most of Privacy Sandbox on October 17. Cookies remain, so privacy law, not browser technology, now sets the limits.',
      ],
      [
        'In Pew’s 2023 survey, 81% of Americans were concerned about companies’ data use and 73% felt little or no control.',
      ],
      [
        'Seven-figure penalties for broken opt-outs and health inferences, such as Healthline’s $1.55 million and Tractor Supply’s $1.35 million, are now a reality in California.',
      ],
      [
        'Group-level audiences deliver precision with only pseudonymous identifiers, and without individual health predictions or cookies.',
      ],
    ],
  },
  {
    type: 'cta',
    title: 'Ready to reach health audiences without individual health predictions?',
    text: 'Book time with our team to see group-level health audiences built for the privacy era.',
    label: 'Book a meeting',
    href: 'booking',
  },
  { type: 'connect' },
  { type: 'authorFooter' },
] satisfies ArticleBody;
