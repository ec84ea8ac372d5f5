import type { ArticleBody } from '../types';

// Sources, by the names the comments below use:
//   Healthline settlement: https://nhada.com/news/1.55-million-ccpa-settlement…; https://globalpolicywatch.com/2025/07/…
//   Healthline contracts: https://webiis10.mondaq.com/…/1654078
//   CCPA deadlines: Cal. Civ. Code §1798.130(a)(2); https://proteuscyber.com/privacy-database/tag/cpra/days; https://ccpafreetraining.com/slide-22-response-timing
//   CCPA look-back: 11 CCR §7024(h); https://gtlaw-dataprivacydish.com/2021/02/…
//   CCPA authorized agents: https://online.flipbuilder.com/bzaa/mvgs/…/page96
//   CCPA penalties: https://jdsupra.com/legalnews/california-privacy-protection-agency-7046701
//   Delete Act: https://clym.io/regulations/california-delete-act-senate-bill-no-362; https://mondaq.com/…/1570782
//   UC Irvine study: https://tomesphere.com/paper/2506.21914; https://privacy-daily.com/article/2025/08/04/…
//   UC Irvine channels: https://securitycurated.com/…/california-privacy-law-fails…
//   California's data broker registry: the CPPA data broker registry, https://cppa.ca.gov/data_broker_registry/
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  // UC Irvine study (released June 2025; a large share never answered)
  {
    type: 'paragraph',
    content: [
      'California gives every consumer the right to ask a business what personal information it holds about them, and to have that information deleted. The rights are only as real as the answers. A study from UC Irvine, released in June, tested what happens when people use them with the companies whose business is other people’s data: registered data brokers. The short version is that a large share of brokers never answered at all. For healthcare marketers who buy or license audiences, that is more than a consumer-rights story. It is a signal about the supply chain behind the data.',
    ],
  },
  { type: 'heading', text: 'The study' },
  // UC Irvine study (title, authors, arXiv:2506.21914, June 2025, all 543 registered brokers)
  {
    type: 'paragraph',
    content: [
      'The paper, “Consumer Beware! Exploring Data Brokers’ CCPA Compliance,” is by van Kempen, Bagayatkar, Frolikov, Georgiou and Tsudik of UC Irvine, and was posted as arXiv:2506.21914 in June 2025. Its design is simple, which is what makes it persuasive. The researchers sent access requests under the California Consumer Privacy Act to every broker on the state’s data broker registry, all 543 of them, and then tracked what came back. You can read ',
      { text: 'the full paper (PDF)', href: 'https://arxiv.org/pdf/2506.21914' },
      '.',
    ],
  },
  { type: 'heading', text: 'What it found' },
  {
    type: 'paragraph',
    content: ['Three findings stand out:'],
  },
  // UC Irvine study (above 40%; ID data never collected), UC Irvine channels (71% web forms, 42% phone or email)
  {
    type: 'list',
    items: [
      [
        { strong: 'More than 40% of brokers failed to respond.' },
        ' These are companies that registered with the state as data brokers, so they can hardly claim the law took them by surprise.',
      ],
      [
        { strong: 'The channel decided the outcome.' },
        ' Requests sent through web forms were acknowledged 71% of the time. Requests sent by phone or email were acknowledged only 42% of the time.',
      ],
      [
        { strong: 'Responding brokers often asked for data they had never collected.' },
        ' To verify identity, many requested identification information they had never collected in the first place.',
      ],
    ],
  },
  {
    type: 'image',
    src: '/images/articles/uc-irvine-study-data-brokers-privacy-response-rates.svg',
    // UC Irvine study (543, above 40%), UC Irvine channels (71%, 42%)
    alt: 'Chart of the UC Irvine study. 543 registered data brokers received a CCPA access request, and more than 40% of them never responded at all. A bar chart compares acknowledgment by channel: 71% of requests sent through web forms were acknowledged, against 42% of requests sent by phone or email.',
    width: 800,
    height: 470,
    caption: 'A right that depends on the channel you happen to use is a weak right.',
  },
  // UC Irvine channels (71% minus 42%: 29 points)
  {
    type: 'paragraph',
    content: [
      'The channel gap deserves attention. A consumer has no way of knowing which inbox a broker actually watches, and someone who phones or emails is trying to exercise the same right as someone who fills in a form. A 29-point difference suggests that at many brokers, requests arriving outside a purpose-built form simply fall through the cracks.',
    ],
  },
  { type: 'heading', text: 'What the law requires' },
  {
    type: 'paragraph',
    content: ['The CCPA’s timelines are specific, which is what makes silence so conspicuous. A business must:'],
  },
  // CCPA deadlines (10 business days; 45 plus 45 days; 15 business days), CCPA look-back (12 months; January 1, 2022; disproportionate effort)
  {
    type: 'list',
    items: [
      ['confirm receipt of a request to know, delete or correct within 10 business days;'],
      ['respond within 45 days, with one extension of another 45 days allowed if the consumer is told;'],
      ['honor an opt-out of sale or sharing within 15 business days; and'],
      [
        'cover, in a disclosure, the prior 12 months by default, while consumers may ask for data collected since January 1, 2022 unless that is impossible or would take disproportionate effort, which the business must explain in detail.',
      ],
    ],
  },
  // CCPA penalties ($2,663; $7,988)
  {
    type: 'paragraph',
    content: [
      'Since January 1, 2025, the inflation-adjusted penalties are $2,663 per violation and $7,988 for intentional violations or those involving minors. Multiplied across unanswered requests, those figures add up quickly.',
    ],
  },
  { type: 'heading', text: 'The identity-verification paradox' },
  // UC Irvine study (ID data never collected)
  {
    type: 'paragraph',
    content: [
      'The third finding is the most telling. Verification exists to protect consumers: a business shouldn’t hand one person’s file to someone else. But when a broker asks for identification data it never collected, the consumer faces an odd bargain. To find out what a company knows, or to have it deleted, they must first give it more than it had.',
    ],
  },
  // CCPA authorized agents (authorized agents, §7063; power of attorney; use only for the request)
  {
    type: 'paragraph',
    content: [
      'California’s rules already anticipate people who don’t want to manage this themselves. Under the regulations on authorized agents, a business may require the agent’s signed permission and may ask the consumer to verify their identity directly or confirm the agent. Those checks don’t apply when the agent holds a power of attorney under the Probate Code, and an agent may use the information only to carry out the request. The framework is workable. The study suggests the weak point is not the rules but whether brokers follow them.',
    ],
  },
  // Delete Act
  { type: 'heading', text: 'DROP in 2026' },
  // Delete Act (SB 362, October 10, 2023; DROP January 1, 2026; August 1, 2026; 45 days; audits 2028; $200 a day)
  {
    type: 'paragraph',
    content: [
      'California has already legislated a response. The Delete Act (SB 362), signed on October 10, 2023, creates a single deletion platform, known as DROP, that will open to consumers on January 1, 2026. From August 1, 2026, registered brokers will have to process deletion requests that arrive through it and check for new ones at least every 45 days. Audits of brokers begin in 2028, and a broker that registers late owes $200 a day. Once DROP is live, a consumer will no longer have to find each broker and guess which channel it answers.',
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
  { type: 'heading', text: 'What it means for health advertisers' },
  // Healthline settlement (proposed settlement, July 2025), Healthline contracts (contracts lacked CCPA terms)
  {
    type: 'paragraph',
    content: [
      'If a vendor in your audience supply chain can’t answer a consumer’s access request, it is fair to ask how well it honors the rest of the law: opt-outs, purpose limits and the contract terms the CCPA requires. The Healthline complaint, announced with a proposed settlement in July, alleged that the publisher’s contracts with ad vendors lacked exactly those terms (we cover it in ',
      {
        text: 'The Healthline Case: What Healthcare Marketers Must Know',
        href: '/resources/healthline-case-healthcare-marketers',
      },
      '). Questions we would put to any data vendor this quarter:',
    ],
  },
  // Delete Act (registration; DROP from August 2026), CCPA deadlines, UC Irvine study
  {
    type: 'list',
    ordered: true,
    items: [
      ['Are you registered as a data broker in California, and are the sources of your health segments documented?'],
      [
        'How do requests to know, delete and opt out reach you by web form, email and phone, and what are your actual response times?',
      ],
      ['What identification do you ask for, and is it limited to data you already hold?'],
      [
        'How will you process DROP deletions from August 2026, and how do deletions flow through to segments already delivered?',
      ],
    ],
  },
  // California's data broker registry (Blueprint Audiences on California's registry), the company's own product claims (docs/requirements.md)
  {
    type: 'paragraph',
    content: [
      'Those questions apply to us too: Blueprint Audiences appears on California’s data broker registry. There is also a structural answer. Blueprint’s audiences come from group-level measurement: people are placed in random groups, and only the prevalence of a condition within each group is measured. Our audience product uses no personal identifiers, only pseudonymous ones, makes no individual health predictions and uses no cookies. Our ',
      { text: 'Privacy by Design', href: '/privacy-by-design' },
      ' page explains how it works.',
    ],
  },
  {
    type: 'cta',
    title: 'Want to see how a vendor answers these questions?',
    text: 'Book time with our team and ask the questions above about Blueprint’s own group-level audiences.',
    label: 'Book a meeting',
    href: 'booking',
  },
] satisfies ArticleBody;
