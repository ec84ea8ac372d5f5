import type { ArticleBody } from '../types';

// Sources, by the names the comments below use:
//   Healthline settlement: https://nhada.com/news/1.55-million-ccpa-settlement…; https://globalpolicywatch.com/2025/07/…
//   Healthline opt-outs: https://paubox.com/blog/california-ag-secures-record…; https://technologylaw.fkks.com/post/102kqsd
//   Healthline contracts: https://webiis10.mondaq.com/…/1654078
//   CCPA §7002: https://law.cornell.edu/regulations/california/11-CCR-7002
//   CCPA deadlines: Cal. Civ. Code §1798.130(a)(2); https://proteuscyber.com/privacy-database/tag/cpra/days; https://ccpafreetraining.com/slide-22-response-timing
//   CCPA penalties: https://jdsupra.com/legalnews/california-privacy-protection-agency-7046701
//   CPPA ADMT rules: https://mofo.com/resources/insights/251007-ccpa-regulations…; https://fpf.org/resource/fpf-releases-issue-brief…
//   Tractor Supply fine: https://buchalter.com/insights/cppa-expands-enforcement…
//   Delete Act: https://clym.io/regulations/california-delete-act-senate-bill-no-362; https://mondaq.com/…/1570782
//   GPC states: https://cookiebeam.com/guides/universal-opt-out-mechanisms-us-state-laws-2026; https://mondaq.com/…/1496022
//   GPC start dates: https://salemsentinel.com (Oregon DOJ, Data Privacy Day 2026); https://olenderfeldman.com client alert (Oct 2025); https://zephtech.net/guides/compliance-us-state-privacy
//   GPC sweep: https://crowell.com/…/no-opt-out-for-state-data-privacy-compliance…; https://einpresswire.com/article/847567902
//   UC Irvine study: https://tomesphere.com/paper/2506.21914; https://privacy-daily.com/article/2025/08/04/…
//   UC Irvine channels: https://securitycurated.com/…/california-privacy-law-fails…
//   Duke study: https://techpolicy.sanford.duke.edu/data-brokers-and-the-sale-of-americans-mental-health-data
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  {
    type: 'paragraph',
    content: [
      'When a health campaign runs on third-party data, the vendor’s compliance quietly becomes the advertiser’s. If a data source ignores consumer requests, leaks data after opt-outs or operates on contracts missing the required terms, the brand and agency using it share the reputational fallout and, increasingly, the regulatory questions. The uncomfortable news from the past year is that many vendors are failing not at the edge cases of privacy law but at its most basic obligations.',
    ],
  },
  { type: 'heading', text: 'Unanswered Requests' },
  // UC Irvine study (June 2025, title, arXiv:2506.21914, 543 brokers, above 40% no response, ID data never collected)
  {
    type: 'paragraph',
    content: [
      'In June 2025, researchers at UC Irvine published “Consumer Beware! Exploring Data Brokers’ CCPA Compliance” (',
      { text: 'arXiv:2506.21914', href: 'https://arxiv.org/abs/2506.21914' },
      '). They sent access requests to all 543 registered data brokers and asked a simple question: would the brokers answer? More than 40% never responded at all. Many of those that did asked the requester to supply identifying information the broker had never collected in the first place, an odd way to verify someone’s identity and a strange thing to hand over to a company you are trying to learn about.',
    ],
  },
  // UC Irvine channels (42% by phone or email, 71% by web form)
  {
    type: 'paragraph',
    content: [
      'The channel mattered, too. Only 42% of requests sent by phone or email were acknowledged, compared with 71% of those submitted through web forms. A consumer who writes in, rather than finding the right form, is far less likely to hear back.',
    ],
  },
  // CCPA deadlines (10 business days, 45 days plus 45, 15 business days)
  {
    type: 'paragraph',
    content: [
      'The law leaves little room for that. Under the CCPA, a business must confirm receipt of a request to know, delete or correct within 10 business days and respond within 45 days, extendable once by another 45 days with notice to the consumer. Opt-outs must be honored within 15 business days. A vendor that cannot meet those clocks for consumers is unlikely to give you a clear account of where its data came from. Our ',
      { text: 'review of the UC Irvine study', href: '/resources/uc-irvine-study-data-brokers-privacy' },
      ' goes deeper into the findings.',
    ],
  },
  { type: 'heading', text: 'Broken Opt-Outs' },
  // Healthline settlement (proposed $1.55 million, July 2025), Healthline opt-outs (opt-outs via link, GPC and banner)
  {
    type: 'paragraph',
    content: [
      'Opt-outs have become a focus of enforcement. In July, California’s Attorney General announced a proposed $1.55 million settlement with Healthline Media that alleged, among other things, that data kept flowing to advertising partners after visitors opted out through the “Do Not Sell or Share” link, a Global Privacy Control (GPC) signal or the cookie banner. We covered that case in ',
      {
        text: 'The Healthline Case: What Healthcare Marketers Must Know',
        href: '/resources/healthline-case-healthcare-marketers',
      },
      '.',
    ],
  },
  // GPC sweep (September 9, 2025 sweep), Tractor Supply fine (Tractor Supply, $1.35 million, September 30)
  {
    type: 'paragraph',
    content: [
      'Regulators have kept going since. On September 9, 2025, the California Privacy Protection Agency (CPPA) and the attorneys general of California, Colorado and Connecticut announced a joint investigative sweep on GPC and sent letters to businesses that were not honoring the signal. On September 30, the CPPA announced a $1.35 million fine against Tractor Supply, its largest at the time, with an order that covered failures to honor GPC.',
    ],
  },
  // GPC states (the twelve states; Colorado's AG), GPC start dates (each from its own date; Oregon and Delaware from January 1, 2026), CCPA penalties ($2,663 / $7,988)
  {
    type: 'paragraph',
    content: [
      'GPC is not a California quirk. Universal opt-out mechanisms are required, or soon will be, in California, Colorado, Connecticut, Texas, Montana, Oregon, Delaware, New Jersey, New Hampshire, Nebraska, Minnesota and Maryland, each from its own date: Oregon’s and Delaware’s duties begin on January 1, 2026. Colorado’s Attorney General lists GPC as the only mechanism it recognizes. In California, penalties now run to $2,663 per violation, or $7,988 if the violation is intentional or involves minors. For an advertiser, the practical point is that an opt-out captured on your site has to reach every vendor that receives the data, and the vendor has to act on it.',
    ],
  },
  { type: 'heading', text: 'Missing Contracts' },
  // Healthline contracts (contracts lacked CCPA terms)
  {
    type: 'paragraph',
    content: [
      'The Healthline complaint also alleged that the publisher’s contracts with ad vendors lacked the terms the CCPA requires. Paperwork rarely gets attention in a media plan, but it is one of the few things a regulator can check quickly, and a missing clause becomes an allegation of its own.',
    ],
  },
  // Duke study (Duke Sanford, Joanne Kim, February 2023: 37 contacted, 26 responded, 11 willing, minimal vetting)
  {
    type: 'paragraph',
    content: [
      'Weak contracts usually travel with weak vetting. In a February 2023 study for Duke’s Sanford School of Public Policy, ',
      {
        text: 'Joanne Kim contacted 37 data brokers about mental-health data',
        href: 'https://techpolicy.sanford.duke.edu/data-brokers-and-the-sale-of-americans-mental-health-data',
      },
      '. Twenty-six responded and 11 were willing to sell it, with minimal checks on who was buying. If a seller does not ask much about you, it is not asking much about its other customers either. Our guide ',
      { text: 'What Is a Data Broker?', href: '/resources/what-is-data-broker-healthcare-advertising' },
      ' explains how these businesses are defined and registered.',
    ],
  },
  // CPPA ADMT rules (OAL approval September 2025, effective January 1, 2026, risk assessments; December 31, 2027; April 1, 2028)
  {
    type: 'paragraph',
    content: [
      'The documentation burden is about to grow. New CPPA regulations, approved by California’s Office of Administrative Law in September 2025 and effective January 1, 2026, require risk assessments for selling or sharing personal information. Assessments covering processing that began before 2026 are due by December 31, 2027, with attestations to the CPPA by April 1, 2028. Businesses that sell or share data will have to document that processing, and a vendor that cannot produce basic contract terms today makes the job harder.',
    ],
  },
  { type: 'heading', text: 'A Due-Diligence List' },
  {
    type: 'paragraph',
    content: [
      'None of this requires a legal department to start. It requires asking vendors direct questions and expecting direct answers. Before buying or renewing any health audience, put these to the vendor in writing:',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/health-data-vendors-fail-basics-checklist.svg',
    // CCPA deadlines (10 business days, 45 days, 15 business days)
    alt: 'A vendor due-diligence checklist with six items: sourcing, where the data comes from and what consumers expected; individual inference, whether any individual is scored or predicted to have a condition; consumer requests, whether receipt is confirmed within 10 business days and answered within 45 days; opt-outs and GPC, whether signals are honored within 15 business days and passed downstream; contracts, whether CCPA-required terms are signed; and buyer vetting and registration, whether the vendor checks its buyers and is registered where required.',
    width: 800,
    height: 560,
    caption: 'Six questions every health data vendor should be able to answer in writing.',
  },
  // CCPA §7002 (reasonable expectations), CCPA deadlines, GPC states (GPC), Healthline contracts, Delete Act ($200 a day; DROP from August 1, 2026)
  {
    type: 'list',
    ordered: true,
    items: [
      [
        { strong: 'Sourcing.' },
        ' Where does the data come from, and would the consumers behind it reasonably expect this use?',
      ],
      [
        { strong: 'Individual inference.' },
        ' Does the product contain, or create, a prediction that a specific person has a health condition?',
      ],
      [
        { strong: 'Consumer requests.' },
        ' How are requests received, and what share are confirmed within 10 business days and answered within 45 days?',
      ],
      [
        { strong: 'Opt-outs and GPC.' },
        ' Is GPC honored, how do opt-outs reach you and your partners, and are they acted on within 15 business days?',
      ],
      [
        { strong: 'Contracts.' },
        ' Will you sign the terms the CCPA requires, and do your agreements with your own sources include them?',
      ],
      [
        { strong: 'Buyer vetting and registration.' },
        ' How do you check who buys your data, and are you registered as a data broker where the law requires? California’s Delete Act charges $200 a day for late registration, and from August 1, 2026 brokers must process deletion requests from the state’s DROP platform.',
      ],
    ],
  },
  {
    type: 'paragraph',
    content: [
      'A vendor that answers these quickly and specifically is doing the basics. One that deflects, or needs weeks to find out, has told you what you need to know.',
    ],
  },
  // The company's own product claims (docs/requirements.md)
  {
    type: 'paragraph',
    content: [
      'Blueprint’s answer to the second question is deliberately short. People are placed in random groups and only group-level prevalence is measured; the audience product uses no personal identifiers, only pseudonymous ones, makes no individual health predictions and uses no cookies. The identifiers are still personal information, and an identifier’s inclusion in an audience built for a condition can reveal that it belongs to a group where that condition is more common, so ask us how downstream partners may use our audiences too. Put the rest of the list to us in writing, as you would to any other vendor.',
    ],
  },
  {
    type: 'cta',
    title: 'Evaluating a health data vendor?',
    text: 'Start with us: put these six questions to Blueprint and talk with us about how our group-level audiences are built.',
    label: 'Get vendor assessment help',
    href: '/contact',
  },
] satisfies ArticleBody;
