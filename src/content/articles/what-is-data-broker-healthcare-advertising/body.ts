import type { ArticleBody } from '../types';

// Sources, by the names the comments below use:
//   CCPA deadlines: Cal. Civ. Code §1798.130(a)(2); https://proteuscyber.com/privacy-database/tag/cpra/days; https://ccpafreetraining.com/slide-22-response-timing
//   Delete Act: https://clym.io/regulations/california-delete-act-senate-bill-no-362; https://mondaq.com/…/1570782
//   GPC states: https://cookiebeam.com/guides/universal-opt-out-mechanisms-us-state-laws-2026; https://mondaq.com/…/1496022
//   GPC start dates: https://salemsentinel.com (Oregon DOJ, Data Privacy Day 2026); https://olenderfeldman.com client alert (Oct 2025); https://zephtech.net/guides/compliance-us-state-privacy
//   X-Mode: https://mediapost.com/publications/article/392494; https://offlist.me/enforcement/x-mode-outlogic-location-data-2024
//   UC Irvine study: https://tomesphere.com/paper/2506.21914; https://privacy-daily.com/article/2025/08/04/…
//   UC Irvine channels: https://securitycurated.com/…/california-privacy-law-fails…
//   Duke study: https://techpolicy.sanford.duke.edu/data-brokers-and-the-sale-of-americans-mental-health-data
//   California's data broker registry: the CPPA data broker registry, https://cppa.ca.gov/data_broker_registry/
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  // Delete Act (registry and one-request deletion), UC Irvine study (many registered brokers don't answer)
  {
    type: 'paragraph',
    content: [
      'Many healthcare marketers have bought data from a data broker, whether or not anyone used the term. The broker may sit two or three steps back in the chain: behind the platform segment, behind the agency’s data partner, behind the “proprietary” audience in a vendor’s deck. That distance used to feel like insulation. It is becoming the opposite. California has put brokers on a registry and is about to let consumers delete their data from all of them at once, and researchers have found that a large share of registered brokers doesn’t answer basic privacy requests. If your health audience depends on a broker, its compliance is part of yours.',
    ],
  },
  { type: 'heading', text: 'What counts as a data broker' },
  {
    type: 'paragraph',
    content: [
      'Statutory definitions vary in their details, but the core idea is consistent: a data broker collects personal information about people it has no direct relationship with, and sells or licenses that information to others. The consumer never signed up, never visited, never agreed to anything with the broker itself. That is what separates a broker from a publisher or an app selling access to its own audience, and it is why broker data is so hard for consumers to see or control.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'For health marketing, the relevant brokers are those whose files include health-related attributes: conditions, prescriptions, visits to care locations, or scores that predict any of these. As we explain in ',
      { text: 'The Three Types of Health Audience Data', href: '/resources/three-types-health-audience-data' },
      ', many of those attributes are inferences about individuals rather than records, which doesn’t make them any less sensitive.',
    ],
  },
  { type: 'heading', text: 'Registries, the Delete Act and DROP' },
  // Delete Act ($200 a day; SB 362 signed October 10, 2023; DROP January 1, 2026; August 1, 2026; 45 days; audits 2028)
  {
    type: 'paragraph',
    content: [
      'California requires data brokers to register with the state, and a broker that registers late owes $200 a day. The Delete Act (SB 362), signed on October 10, 2023, builds on that registry. It creates a deletion platform called DROP that will open to consumers on January 1, 2026. From August 1, 2026, registered brokers will have to process the deletion requests that arrive through it and check for new ones at least every 45 days. Audits of brokers start in 2028.',
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
  {
    type: 'image',
    src: '/images/articles/what-is-data-broker-healthcare-advertising-delete-act.svg',
    // Delete Act (every date and figure); "where we are now" is the article's own date
    alt: 'Timeline of California’s Delete Act. October 10, 2023: the Delete Act, SB 362, is signed. August 2025, marked as where we are now. January 1, 2026: the DROP platform opens to consumers. August 1, 2026: brokers must process requests and re-check at least every 45 days. 2028: audits begin. A note below says brokers that register late owe $200 a day, and every registered broker will have to answer DROP.',
    width: 880,
    height: 400,
    caption: 'The Delete Act turns the broker registry into a single point of deletion.',
  },
  // Delete Act (DROP in 2026, re-check every 45 days)
  {
    type: 'paragraph',
    content: [
      'For advertisers, the practical effect arrives in 2026. Audiences sourced from registered brokers are likely to shrink as consumers use DROP, and buyers should expect to ask how those deletions reach segments already delivered. A broker that struggles with individual requests today will find a queue it must re-check every 45 days harder still.',
    ],
  },
  { type: 'heading', text: 'What brokers sell' },
  // Duke study (February 2023, Joanne Kim, Duke Sanford, title; 37, 26, 11; minimal vetting)
  {
    type: 'paragraph',
    content: [
      'Two pieces of evidence show how sensitive health-related broker data can be. In February 2023, Joanne Kim of Duke’s Sanford School of Public Policy published “Data Brokers and the Sale of Americans’ Mental Health Data.” She contacted 37 brokers; 26 responded, and 11 were willing to sell data about people’s mental health. Vetting of who was buying was minimal.',
    ],
  },
  // X-Mode (X-Mode/Outlogic, January 2024, first ban, medical and reproductive clinics)
  {
    type: 'paragraph',
    content: [
      'Then, in January 2024, the FTC’s order against X-Mode/Outlogic became the agency’s first ban on a data broker selling sensitive location data, including data revealing visits to medical and reproductive clinics. Location is not a diagnosis. But a pattern of visits to a specialty clinic says a great deal about a person, and the FTC treated it accordingly.',
    ],
  },
  { type: 'heading', text: 'How brokers answer to consumers' },
  // UC Irvine study (June 2025, 543 brokers, above 40%, ID data never collected), UC Irvine channels (web forms fared better)
  {
    type: 'paragraph',
    content: [
      'In a study published in June, researchers at UC Irvine sent California Consumer Privacy Act access requests to all 543 brokers on the state’s registry. More than 40% failed to respond, and brokers that did respond often asked for identification data they had never collected. Requests sent through web forms fared far better than those sent by phone or email. We cover the findings in ',
      {
        text: 'UC Irvine Study: Data Brokers Ignore Privacy Requests',
        href: '/resources/uc-irvine-study-data-brokers-privacy',
      },
      '. The lesson for buyers is blunt: registration shows a broker knows the law applies to it. It doesn’t show the broker follows it.',
    ],
  },
  { type: 'heading', text: 'Opt-out signals follow the data' },
  // GPC states (the states; Colorado's AG; Connecticut January 1, 2025), GPC start dates (each on its own schedule)
  {
    type: 'paragraph',
    content: [
      'Brokers are also downstream of a change in how consumers opt out. A growing number of state laws require businesses to honor a universal opt-out mechanism such as Global Privacy Control (GPC), a signal sent by the browser. California and Colorado already require it; Colorado’s attorney general lists GPC as the only mechanism it recognizes, and Connecticut’s requirement took effect on January 1, 2025. The comprehensive laws in Texas, Montana, Oregon, Delaware, New Jersey, New Hampshire, Nebraska, Minnesota and Maryland include the same obligation, each on its own schedule. If an opt-out is honored on the website where data was collected but lost further down the chain, the data you buy may include people who said no.',
    ],
  },
  { type: 'heading', text: 'Questions to ask a data vendor' },
  // Delete Act (registration; DROP from August 2026), X-Mode, Duke study, CCPA deadlines, GPC states
  {
    type: 'list',
    ordered: true,
    items: [
      ['Are you, or any of your sources, a registered data broker? Which sources feed our health segments?'],
      [
        'Does any segment rely on sensitive location data, such as visits to medical facilities, or on mental-health attributes?',
      ],
      ['How do you vet buyers, and what uses do your contracts prohibit?'],
      [
        'How do you handle access, deletion and opt-out requests across every channel, and what are your measured response times?',
      ],
      ['How will DROP deletions from August 2026 flow through to audiences you have already delivered to us?'],
      ['How do you receive and honor GPC signals passed along from the sites where data was collected?'],
    ],
  },
  // California's data broker registry (Blueprint Audiences on California's registry), the company's own product claims (docs/requirements.md)
  {
    type: 'paragraph',
    content: [
      'Those questions apply to us as well: Blueprint Audiences appears on California’s data broker registry. What we sell is built differently from a profile-based segment. People are placed in random groups and only the prevalence of a condition within each group is measured. Our audience product uses no personal identifiers, only pseudonymous ones, makes no individual health predictions and uses no cookies. Pseudonymous identifiers are still personal information, though, and an identifier’s inclusion in an audience built for a condition can reveal that it belongs to a group where that condition is more common. Read more on our ',
      { text: 'Privacy by Design', href: '/privacy-by-design' },
      ' page.',
    ],
  },
  {
    type: 'cta',
    title: 'Do you know where your health audiences come from?',
    text: 'Put those questions to us first, and talk with us about how our group-level audiences are built.',
    label: 'Get vendor assessment help',
    href: '/contact',
  },
] satisfies ArticleBody;
