import type { ArticleBody } from '../types';

// Sources, by the names the comments below use:
//   Healthline settlement: https://nhada.com/news/1.55-million-ccpa-settlement…; https://globalpolicywatch.com/2025/07/…
//   Healthline opt-outs: https://paubox.com/blog/california-ag-secures-record…; https://technologylaw.fkks.com/post/102kqsd
//   Healthline titles: https://natlawreview.com/article/california-ag-reaches-record-155-million…; https://connectontech.bakermckenzie.com/4-for-4…
//   Healthline contracts: https://webiis10.mondaq.com/…/1654078
//   Healthline settlement terms: https://whitecase.com/insight-alert/california-announces-largest-settlement…; https://gtlaw-israelpractice.com/2025/07/09/…
//   CCPA deadlines: Cal. Civ. Code §1798.130(a)(2); https://proteuscyber.com/privacy-database/tag/cpra/days; https://ccpafreetraining.com/slide-22-response-timing
//   CPPA ADMT rules: https://mofo.com/resources/insights/251007-ccpa-regulations…; https://fpf.org/resource/fpf-releases-issue-brief…
//   Tractor Supply fine: https://buchalter.com/insights/cppa-expands-enforcement…
//   Delete Act: https://clym.io/regulations/california-delete-act-senate-bill-no-362; https://mondaq.com/…/1570782
//   GPC states: https://cookiebeam.com/guides/universal-opt-out-mechanisms-us-state-laws-2026; https://mondaq.com/…/1496022
//   X-Mode: https://mediapost.com/publications/article/392494; https://offlist.me/enforcement/x-mode-outlogic-location-data-2024
//   UC Irvine study: https://tomesphere.com/paper/2506.21914; https://privacy-daily.com/article/2025/08/04/…
//   UC Irvine channels: https://securitycurated.com/…/california-privacy-law-fails…
//   Duke study: https://techpolicy.sanford.duke.edu/data-brokers-and-the-sale-of-americans-mental-health-data
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  {
    type: 'paragraph',
    content: [
      'Most third-party health audiences reach a media plan as three things: a segment name, a reach estimate and a price. Names like “Adults managing diabetes,” “Migraine sufferers” or “Anxiety, high propensity.” What they don’t arrive with is an account of where the data came from, whether anyone agreed to this use, and how a person came to be labeled with a health condition. That is a black box, and it has long been easy to treat its contents as the vendor’s business. They aren’t anymore. Research on data brokers, recent enforcement and California’s new privacy rules all point the same way: the risk inside the box belongs to whoever activates it.',
    ],
  },
  { type: 'heading', text: 'Opaque sourcing' },
  {
    type: 'paragraph',
    content: [
      'Health segments are often assembled from many upstream sources: app activity, browsing, purchases, location, resold files. Each hop makes the origin harder to see (our guide to ',
      { text: 'what a data broker is', href: '/resources/what-is-data-broker-healthcare-advertising' },
      ' explains the players). Two pieces of evidence show what can sit at the bottom of that chain.',
    ],
  },
  // Duke study (February 2023, Duke Sanford, Joanne Kim: 37, 26, 11; minimal vetting)
  {
    type: 'paragraph',
    content: [
      'In a February 2023 study from Duke University’s Sanford School, Joanne Kim contacted 37 data brokers about buying data on Americans’ mental health. Twenty-six responded, and 11 were willing to sell it. Vetting of buyers was minimal. A market that checks so little about who is buying offers little assurance about what is being sold.',
    ],
  },
  // X-Mode (X-Mode/Outlogic, January 2024, first such ban)
  {
    type: 'paragraph',
    content: [
      'Location data is the second warning. In January 2024 the FTC banned X-Mode (now Outlogic) from selling sensitive location data, including visits to medical and reproductive health clinics: the agency’s first such ban on a data broker. In a buying platform, a segment derived from clinic visits looks exactly like one built any other way. Only the sourcing tells them apart, and the sourcing is what the black box hides.',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/black-box-health-audiences-risk-what-you-cant-see.svg',
    // Duke study (11 of 37, 2023), UC Irvine study (above 40% of 543, 2025), X-Mode (2024)
    alt: 'A dark box marked with a question mark. The buyer sees a segment name, a reach estimate and a price; hidden are the data sources, consent, how the health label was made, whether opt-outs reach the source and upstream contract terms. Below: 11 of 37 brokers willing to sell mental-health data (Duke, 2023); more than 40% of 543 brokers didn’t respond to access requests (UC Irvine, 2025); the FTC’s first broker ban on selling sensitive location data (X-Mode, 2024).',
    width: 880,
    height: 460,
    caption: 'What arrives in the media plan, and what doesn’t.',
  },
  { type: 'heading', text: 'Broker noncompliance' },
  // UC Irvine study (June 2025, title, 543, above 40%, ID data never collected), UC Irvine channels (42% and 71%)
  {
    type: 'paragraph',
    content: [
      'Even where the law gives consumers a way to see inside, many brokers don’t open the door. In June 2025, researchers at UC Irvine published “Consumer Beware! Exploring Data Brokers’ CCPA Compliance.” They sent access requests to all 543 brokers on California’s data broker registry. More than 40% never responded. Many that did asked for identification data they had never collected — an odd demand from companies that supposedly already hold data about the person. The channel mattered too: 42% of requests made by phone or email were acknowledged, against 71% through web forms.',
    ],
  },
  // CCPA deadlines (10 business days; 45 days, once more by 45 with notice)
  {
    type: 'paragraph',
    content: [
      'The CCPA requires a business to confirm a request within 10 business days and answer it within 45 days, extendable once by 45 more with notice. A vendor that can’t meet those basics for the consumers in its file is unlikely to be able to tell you, the buyer, how those consumers got there. We summarize the study in ',
      {
        text: 'UC Irvine Study: Data Brokers Ignore Privacy Requests',
        href: '/resources/uc-irvine-study-data-brokers-privacy',
      },
      ' and collect the wider evidence in ',
      { text: 'When Health Data Vendors Fail the Basics', href: '/resources/health-data-vendors-fail-basics' },
      '.',
    ],
  },
  // Delete Act (DROP January 1, 2026; August 1, 2026; every 45 days)
  {
    type: 'paragraph',
    content: [
      'The pressure on brokers is about to increase. Under California’s Delete Act, the state’s DROP deletion platform is set to open to consumers on January 1, 2026. From August 1, 2026, brokers must process the deletion requests it collects and check for new ones at least every 45 days. A vendor’s ability to show it is keeping up will be a fair test of everything else it claims.',
    ],
  },
  // DROP (checked Nov 2026): opened to consumers January 1, 2026; brokers process its requests at least every 45 days since August 1, 2026
  {
    type: 'editorNote',
    date: '2026-11-27',
    content: [
      'California’s DROP platform opened to consumers on January 1, 2026, as planned. Since August 1, 2026, registered data brokers have had to check it at least every 45 days and process the deletion requests they find there.',
    ],
  },
  { type: 'heading', text: 'Contract duties' },
  // Healthline settlement (July 2025), Healthline opt-outs and Healthline titles (the allegations), Healthline contracts (contracts; UCL), Healthline settlement terms (settlement terms), Tractor Supply fine ($1.35 million, September)
  {
    type: 'paragraph',
    content: [
      'When a data flow fails, the contracts behind it come under scrutiny too. In the Healthline case, announced by California’s attorney general in July 2025, the complaint alleged that opt-outs failed and that diagnosis-suggesting article titles were shared with advertisers, and also that the company’s contracts with ad vendors lacked the terms the CCPA requires. It pleaded California’s Unfair Competition Law as well. The proposed settlement calls for a compliance program, monitoring of opt-out and limit requests, and an annual review of trackers. In September the California Privacy Protection Agency added a $1.35 million fine against Tractor Supply over failures to honor Global Privacy Control. The message of both: regulators treat a control that exists on paper but doesn’t work in the data flow as no control at all. (For more, see ',
      { text: 'Compliance Is Not the Same as Privacy', href: '/resources/compliance-not-privacy' },
      '.)',
    ],
  },
  // Healthline contracts (contract terms), GPC states (GPC)
  {
    type: 'paragraph',
    content: [
      'A buyer can’t inspect every upstream source, but it can write its questions into the agreement. At a minimum, we would want a health-audience contract to contain the terms the CCPA requires, to limit use to named purposes, to commit the vendor to pass opt-outs (including GPC) back to their source, to describe how the segment was built, and to state whether any individual was assigned a health condition or a likelihood of one.',
    ],
  },
  { type: 'heading', text: 'Risk assessments are coming due' },
  // CPPA ADMT rules (adopted July 24, 2025; OAL September; January 1, 2026; December 31, 2027; April 1, 2028; ADMT January 1, 2027)
  {
    type: 'paragraph',
    content: [
      'Black boxes are about to become a paperwork problem as well as an enforcement one. The CPPA’s board adopted rules on risk assessments, cybersecurity audits and automated decision-making technology on July 24, 2025; the Office of Administrative Law approved them in September, and they take effect January 1, 2026. Selling or sharing personal information is among the activities that require a risk assessment. For processing already under way before 2026, assessments are due by December 31, 2027, and attestations must reach the CPPA by April 1, 2028. Separately, duties for automated decision-making used in “significant decisions,” including healthcare, begin January 1, 2027.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'An honest risk assessment of a data flow starts with knowing what the data is. If a vendor can’t or won’t tell you how a health segment was built, the assessment has a hole exactly where the risk is. Our overview of ',
      { text: 'California’s AI rules', href: '/resources/california-ai-regulations-healthcare-advertising' },
      ' covers the timeline in more depth.',
    ],
  },
  // The company's own product claims (docs/requirements.md)
  {
    type: 'paragraph',
    content: [
      'We built Blueprint to be explainable in one sentence: people are placed in random groups, and we measure only the prevalence of a condition within each group. Our audience product uses no personal identifiers, only pseudonymous ones, makes no individual health predictions and uses no cookies. Pseudonymous identifiers are still personal information, though, and an identifier’s inclusion in an audience built for a condition can reveal that it belongs to a group where that condition is more common. Before you activate any health segment, ours included, ask:',
    ],
  },
  // X-Mode (location near health facilities), GPC states and Delete Act (GPC, DROP), Healthline contracts (contract terms), CPPA ADMT rules (CPPA risk assessment)
  {
    type: 'list',
    ordered: true,
    items: [
      ['What are the original sources of this segment, and can you name them?'],
      ['Does any record say that a specific person has, or probably has, a condition?'],
      ['Does any part of it depend on location near a health facility?'],
      ['How do opt-outs and deletion requests, including GPC signals and DROP requests, reach the source?'],
      ['Does our contract contain the terms the CCPA requires and limit use to named purposes?'],
      ['Could we describe this data flow fully in a CPPA risk assessment today?'],
    ],
  },
  {
    type: 'cta',
    title: 'Not sure what’s inside your health segments?',
    text: 'Start with ours: put these questions to us and talk with us about how Blueprint’s group-level audiences are built.',
    label: 'Get vendor assessment help',
    href: '/contact',
  },
] satisfies ArticleBody;
