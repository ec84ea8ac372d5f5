import type { ArticleBody } from '../types';

// Sources, by the names the comments below use:
//   Tractor Supply fine: https://buchalter.com/insights/cppa-expands-enforcement…
//   Washington MHMDA: https://datamatters.sidley.com/2023/05/03/…; https://huntonprivacyblog.com/2023/04/20/…
//   Maxwell v. Amazon: https://wilmerhale.com/…/20250220-first-lawsuit…; https://paulhastings.com/…
//   Nevada SB 370: https://bassberry.com/news/nevada-consumer-health-data-law…; https://vensure.com/…
//   Connecticut SB 3: https://workplaceprivacyreport.com/2023/07/…; https://fastdemocracy.com (PA 23-56)
//   Connecticut SB 1295: https://insideprivacy.com/state-privacy/connecticut-legislature-amends…; https://natlawreview.com/article/connecticut-amends…
//   State law dates: https://stubbsalderton.com/client-alert-five-new-state-privacy-laws…; https://businesslawtoday.org/2023/08/…; https://koleyjessen.com/insights/…indiana-kentucky-and-rhode-island
//   State law count: https://creditandcollectionnews.com/new-state-privacy-laws…; https://unanswered.io/guide/us-state-data-privacy-laws-guide
//   GPC states: https://cookiebeam.com/guides/universal-opt-out-mechanisms-us-state-laws-2026; https://mondaq.com/…/1496022
//   GPC start dates: https://salemsentinel.com (Oregon DOJ, Data Privacy Day 2026); https://olenderfeldman.com client alert (Oct 2025); https://zephtech.net/guides/compliance-us-state-privacy
//   GPC sweep: https://crowell.com/…/no-opt-out-for-state-data-privacy-compliance…; https://einpresswire.com/article/847567902
//   HIPAA preemption: https://brickergraydon.com/…/160.202; https://hipaatemplates.com/faq-items/…
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  // State law dates (Maryland October 1; Indiana, Kentucky, Rhode Island January 1, 2026), state law count (19 comprehensive laws), Washington MHMDA and Nevada SB 370 (the two health-data laws): 21 states
  {
    type: 'paragraph',
    content: [
      'This month the privacy map has one more state filled in. Maryland’s comprehensive privacy law took effect on October 1, and Indiana, Kentucky and Rhode Island follow on January 1, 2026. By our count, 21 states have now enacted either a comprehensive consumer privacy law or a dedicated consumer-health-data law: 19 comprehensive laws, plus Washington’s and Nevada’s health-data laws. For a healthcare marketer running a national campaign, that isn’t 21 variations on one theme. It’s a set of overlapping rules with different definitions, different triggers and different enforcers.',
    ],
  },
  // GPC sweep (September 9 sweep: the CPPA and the AGs of CA, CO, CT), Tractor Supply fine (Tractor Supply, $1.35 million)
  {
    type: 'paragraph',
    content: [
      'Enforcement is moving just as fast. Last month California, Colorado and Connecticut announced a joint sweep of Global Privacy Control (GPC) compliance, and California’s privacy agency followed with a $1.35 million fine against Tractor Supply over failures to honor the signal (we covered both ',
      { text: 'last week', href: '/resources/compliance-not-privacy' },
      '). Here is how we read the map, and what we’d do about it.',
    ],
  },
  { type: 'heading', text: 'The comprehensive-law wave' },
  // State law dates (every effective date in this paragraph)
  {
    type: 'paragraph',
    content: [
      'California went first: the CCPA took effect on January 1, 2020, and its CPRA amendments on January 1, 2023. Virginia’s law started that same day, followed by Colorado and Connecticut on July 1, 2023, and Utah on December 31, 2023. Texas and Oregon came next on July 1, 2024, then Montana on October 1, 2024. This year brought the biggest cluster yet: Delaware, Iowa, Nebraska and New Hampshire on January 1, New Jersey on January 15, Tennessee on July 1, Minnesota on July 31 and now Maryland on October 1.',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/health-privacy-laws-all-over-the-map-timeline.svg',
    // State law dates, state law count (19, Florida apart), Connecticut SB 3 (July 2023), Washington MHMDA and Nevada SB 370 (March 31, 2024), Connecticut SB 1295 (July 1, 2026)
    alt: 'Timeline of state privacy-law effective dates by year. Comprehensive laws: California in 2020; the CPRA amendments, Virginia, Colorado, Connecticut and Utah in 2023; Texas, Oregon and Montana in 2024; Delaware, Iowa, Nebraska, New Hampshire, New Jersey, Tennessee, Minnesota and Maryland in 2025, with Maryland highlighted as taking effect October 1, 2025; Indiana, Kentucky and Rhode Island on January 1, 2026. Consumer-health-data laws: Connecticut SB 3 in July 2023; Washington’s My Health My Data Act and Nevada SB 370 on March 31, 2024; Connecticut SB 1295 amendments on July 1, 2026.',
    width: 1060,
    height: 600,
    caption:
      'Effective dates of the 19 comprehensive laws and the health-specific laws. Florida’s law (effective July 1, 2024) is not included in the 19.',
  },
  // State law count (no new comprehensive law in 2025)
  {
    type: 'paragraph',
    content: [
      'One detail is easy to miss: no state passed a new comprehensive privacy law in 2025. The wave hasn’t stopped, though. Laws already on the books keep reaching their start dates, and each one adds another set of thresholds, definitions and consumer rights to your compliance map. The slowdown in new bills is not a slowdown in obligations.',
    ],
  },
  { type: 'heading', text: 'Health-specific laws raise the bar' },
  {
    type: 'paragraph',
    content: [
      'The comprehensive laws treat health data as one sensitive category among several. A second group of laws is built around health data alone, and these are the ones that should shape a health marketer’s defaults.',
    ],
  },
  // Washington MHMDA, Maxwell v. Amazon (Maxwell v. Amazon.com, February 2025), Nevada SB 370 (June 2023), Connecticut SB 3 (PA 23-56), Connecticut SB 1295 (PA 25-113)
  {
    type: 'list',
    items: [
      [
        { strong: 'Washington’s My Health My Data Act' },
        ', signed April 27, 2023, has applied since March 31, 2024, and to small businesses since June 30, 2024. Its scope is health data that HIPAA doesn’t reach. Collecting that data and sharing it each need their own consent, geofencing is banned, and consumers can sue through the state’s Consumer Protection Act. ',
        { em: 'Maxwell v. Amazon.com' },
        ', filed in February 2025 over the Amazon Ads SDK, was the first class action under it.',
      ],
      [
        { strong: 'Nevada’s SB 370' },
        ' took Washington’s law as its template. It was signed in June 2023 and has been operative since March 31, 2024, but it defines covered data more narrowly and gives consumers no right to sue.',
      ],
      [
        { strong: 'Connecticut’s SB 3' },
        ' (Public Act 23-56) was signed June 26, 2023, and from July 1, 2023 it imposed consumer-health-data duties and barred geofences near health facilities. Enforcement belongs to the attorney general alone, under the Connecticut Unfair Trade Practices Act.',
      ],
      [
        { strong: 'Connecticut’s SB 1295' },
        ' (Public Act 25-113), signed June 24, 2025, takes effect July 1, 2026. It lowers the applicability threshold to 35,000 consumers, covers any business that processes sensitive data, adds neural data and disability data to the sensitive category, and requires consent to sell sensitive data.',
      ],
    ],
  },
  // HIPAA preemption (more-stringent provisions survive); most health-data laws exempt HIPAA-covered PHI
  {
    type: 'paragraph',
    content: [
      'None of this replaces HIPAA. Under HIPAA’s preemption rule, a state provision that is more stringent survives, and where the two don’t conflict, both apply. Most consumer-health-data laws exempt protected health information already covered by HIPAA. Their target is the large body of health-related data that HIPAA never reached. We go deeper on that in ',
      { text: 'When State Privacy Laws Go Further Than HIPAA', href: '/resources/state-privacy-laws-supersede-hipaa' },
      '.',
    ],
  },
  { type: 'heading', text: 'The opt-out-signal patchwork' },
  // GPC states (the twelve states, Colorado's dates and AG), GPC start dates (each from its own date; Oregon and Delaware from January 1, 2026; Minnesota)
  {
    type: 'paragraph',
    content: [
      'Universal opt-out mechanisms are where the patchwork becomes operational. California, Colorado, Connecticut, Texas, Montana, Oregon, Delaware, New Jersey, New Hampshire, Nebraska, Minnesota and Maryland require or will soon require businesses to honor a universal opt-out mechanism such as GPC, each from its own date. Colorado’s requirement began on July 1, 2024 and Connecticut’s on January 1, 2025; Oregon’s and Delaware’s begin on January 1, 2026, and Minnesota’s applies to the mechanisms its attorney general recognizes. Colorado’s attorney general lists GPC as the only mechanism it recognizes.',
    ],
  },
  // GPC states, Washington MHMDA, Nevada SB 370, GPC sweep (four regulators in three states)
  {
    type: 'paragraph',
    content: [
      'Those 12 states are not the same list as the states with health-specific laws. Washington and Nevada aren’t on it; Washington’s law starts from consent instead. So a campaign can be fully compliant with opt-out signals and still fall short in Washington, or honor Washington’s consent rules and still ignore a Maryland visitor’s GPC signal. The September sweep also showed that regulators are coordinating across state lines. Four regulators in three states testing the same signal at once is what a joint enforcement program looks like, and it is why we argued in our ',
      { text: 'privacy-first strategies analysis', href: '/resources/privacy-first-marketing-strategies' },
      ' that GPC is no longer optional.',
    ],
  },
  { type: 'heading', text: 'Planning for the strictest state' },
  // State law count, Washington MHMDA, Nevada SB 370 (the 21 rulebooks, as counted in the first paragraph)
  {
    type: 'paragraph',
    content: [
      'The practical answer to a patchwork is to stop designing for the average state. Managing 21 rulebooks campaign by campaign is expensive and easy to get wrong. Our view is to take the strictest rule in each category and apply it nationally:',
    ],
  },
  // Washington MHMDA (consent, geofencing, private right of action), Connecticut SB 3 (geofences near health facilities), GPC states, Connecticut SB 1295 (July 2026, 35,000)
  {
    type: 'list',
    ordered: true,
    items: [
      [
        { strong: 'Consent. ' },
        'If a campaign relies on individual-level health data at all, treat it as Washington does: separate consent to collect and to share.',
      ],
      [
        { strong: 'Location. ' },
        'Assume geofences around health facilities are off-limits, as they are under Washington’s and Connecticut’s laws.',
      ],
      [
        { strong: 'Opt-out signals. ' },
        'Honor GPC for every visitor, not state by state, and test that it actually stops data flows.',
      ],
      [
        { strong: 'Sensitive data. ' },
        'Plan now for Connecticut’s July 2026 rules: consent before selling sensitive data, neural and disability data in scope, and a 35,000-consumer threshold.',
      ],
      [
        { strong: 'Litigation. ' },
        'Remember that Washington’s private right of action means your exposure isn’t limited to a regulator’s priorities.',
      ],
    ],
  },
  // The company's own product claims (docs/requirements.md); 'approved for use in all 50 states' is the company's own claim, not a legal status
  {
    type: 'paragraph',
    content: [
      'The other answer is to shrink how much of the map a campaign touches in the first place. Blueprint’s audiences are built so that the hardest questions have short answers: people are placed in random groups, only the prevalence of a condition within each group is measured, and no one receives an individual health prediction. The audience product uses no personal identifiers, only pseudonymous ones, and no cookies. That design is why we describe our audiences as approved for use in all 50 states. It is our own standard, built into the method, not a status any state grants; ask us how it works.',
    ],
  },
  // State law count, Washington MHMDA, Nevada SB 370; state law dates, Connecticut SB 1295; GPC states, GPC start dates, GPC sweep; Washington MHMDA (in that order)
  {
    type: 'takeaways',
    title: 'Key takeaways',
    items: [
      [
        '21 states have enacted a comprehensive privacy law or a dedicated consumer-health-data law: 19 comprehensive laws, plus Washington’s and Nevada’s health-data laws.',
      ],
      [
        'Maryland took effect October 1; Indiana, Kentucky and Rhode Island follow January 1, 2026; Connecticut’s expanded sensitive-data rules arrive July 1, 2026.',
      ],
      [
        'Twelve states require or will soon require businesses to honor universal opt-out signals such as GPC, each from its own date, and regulators are testing for it together.',
      ],
      ['Washington’s consent rules, geofencing ban and private right of action make it the benchmark for health data.'],
      ['Build to the strictest rule in each category and apply it nationally.'],
    ],
  },
  // State law count, Washington MHMDA, Nevada SB 370 (21)
  {
    type: 'cta',
    title: 'Need one plan for 21 different rulebooks?',
    text: 'Talk with us about group-level audiences and why we describe them as approved for use in all 50 states.',
    label: 'Get expert guidance',
    href: '/contact',
  },
  { type: 'connect' },
  { type: 'authorFooter' },
] satisfies ArticleBody;
