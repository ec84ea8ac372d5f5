import type { ArticleBody } from '../types';

// Sources, by the names the comments below use:
//   Healthline settlement: https://nhada.com/news/1.55-million-ccpa-settlement…; https://globalpolicywatch.com/2025/07/…
//   CCPA record fines: https://natlawreview.com/article/california-raises-stakes…; hunton…/california-ag-reaches-record-2-75-million-settlement-with-disney…
//   Healthline opt-outs: https://paubox.com/blog/california-ag-secures-record…; https://technologylaw.fkks.com/post/102kqsd
//   Healthline titles: https://natlawreview.com/article/california-ag-reaches-record-155-million…; https://connectontech.bakermckenzie.com/4-for-4…
//   Healthline contracts: https://webiis10.mondaq.com/…/1654078
//   Healthline settlement terms: https://whitecase.com/insight-alert/california-announces-largest-settlement…; https://gtlaw-israelpractice.com/2025/07/09/…
//   CCPA §7002: https://law.cornell.edu/regulations/california/11-CCR-7002
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  // Healthline settlement (July 1, 2025; Bonta; proposed $1.55 million; Healthline Media LLC), Healthline opt-outs (about 6.5 million CA visitors a month)
  {
    type: 'paragraph',
    content: [
      'On July 1, 2025, California Attorney General Rob Bonta announced a proposed $1.55 million settlement with Healthline Media LLC, the publisher of a health information site with about 6.5 million California visitors a month. The number made the headlines. For healthcare marketers, the allegations matter more, because almost every one of them describes a practice that is routine in health advertising: tags on content pages, opt-out tools bolted onto an existing ad stack, and vendor paperwork nobody has reread in years.',
    ],
  },
  { type: 'heading', text: 'The Settlement' },
  // Healthline settlement (People v. Healthline Media LLC, SF Superior Ct. No. CGC-25-626794; needs court approval), CCPA record fines (largest at the time; Sephora $1.2 million, 2022)
  {
    type: 'paragraph',
    content: [
      'The case is ',
      { em: 'People v. Healthline Media LLC' },
      ', filed in San Francisco Superior Court (No. CGC-25-626794). The settlement is proposed and needs the court’s approval before it takes effect. At $1.55 million it is the largest penalty yet under the California Consumer Privacy Act, above the $1.2 million Sephora paid in 2022.',
    ],
  },
  // CCPA record fines (Disney, $2.75 million, February 11, 2026)
  {
    type: 'editorNote',
    content: [
      'Since this article was published, California announced a $2.75 million CCPA settlement with Disney on February 11, 2026, a larger penalty than Healthline’s, so Healthline’s is no longer the largest.',
    ],
  },
  // Healthline contracts (UCL), Healthline settlement terms (settlement terms, listed below)
  {
    type: 'paragraph',
    content: [
      'Alongside the CCPA claims, the complaint pleads California’s Unfair Competition Law. If approved, the settlement requires Healthline to:',
    ],
  },
  {
    type: 'list',
    items: [
      ['stop sharing article titles that suggest a reader has been diagnosed with a condition;'],
      ['build and maintain a CCPA compliance program;'],
      ['monitor how consumers’ opt-out and limit requests are handled; and'],
      ['review the trackers on its sites every year.'],
    ],
  },
  // Healthline settlement terms (Greenberg Traurig: first U.S. privacy fine for inferred sensitive information)
  {
    type: 'paragraph',
    content: [
      'Greenberg Traurig has described the case as the first U.S. privacy fine for disclosing ',
      { em: 'inferred' },
      ' sensitive information. That is the part every health advertiser should read twice.',
    ],
  },
  { type: 'heading', text: 'Three Allegations' },
  // Healthline opt-outs (three opt-out channels; about 65,000)
  {
    type: 'paragraph',
    content: [
      { strong: 'Opt-outs that didn’t opt anyone out.' },
      ' According to the AG, data kept flowing to advertising partners after visitors opted out, whether they used the “Do Not Sell or Share” link, sent a Global Privacy Control (GPC) signal from their browser, or declined through the cookie banner. About 65,000 California consumers were affected. Each of those channels looked compliant on the surface; the alleged failure was in what happened behind them.',
    ],
  },
  // Healthline titles
  {
    type: 'paragraph',
    content: [
      { strong: 'Health data used for purposes readers wouldn’t expect.' },
      ' The complaint alleges that article titles hinting at a diagnosis were shared with advertisers. We return to this below, because it is the allegation with the longest reach.',
    ],
  },
  // Healthline contracts
  {
    type: 'paragraph',
    content: [
      { strong: 'Contracts missing required terms.' },
      ' The AG also alleged that Healthline’s agreements with advertising vendors lacked the terms the CCPA requires. Contracts are easy to overlook because they rarely change once signed, but under the CCPA they are part of the compliance mechanism, not background paperwork.',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/healthline-case-healthcare-marketers-data-flow.svg',
    // Healthline opt-outs (about 65,000), Healthline titles (the HIV title), Healthline settlement terms (settlement terms)
    alt: 'Diagram of the two data-flow allegations. First row: a reader opts out through the Do Not Sell or Share link, a Global Privacy Control signal or the cookie banner, yet data allegedly kept flowing to ad partners, affecting about 65,000 California consumers. Second row: a reader opens an article titled “Newly Diagnosed with HIV? Important Things to Know,” and the title was allegedly shared with advertisers, letting third parties infer a condition. A bar beneath lists the proposed settlement terms: no sharing of diagnosis-suggesting titles, a compliance program, monitoring of opt-out and limit requests, and an annual tracker review.',
    width: 880,
    height: 432,
    caption: 'The two data-flow allegations, side by side with what the proposed settlement requires.',
  },
  { type: 'heading', text: 'Article Titles as Health Data' },
  // Healthline titles (the two titles)
  {
    type: 'paragraph',
    content: [
      'The examples in the complaint are ordinary editorial headlines: “Newly Diagnosed with HIV? Important Things to Know” and “You’ve Been Newly Diagnosed with MS. What’s Next?” Neither contains a name or a medical record. Shared with ad partners alongside data about the visitor, though, a headline like that tells a third party something the reader never disclosed. The AG’s office put the problem this way:',
    ],
  },
  // Healthline titles (the Attorney General's words)
  {
    type: 'quote',
    text: 'two unexpected uses – targeted advertising and third-party inferences',
    cite: 'California Attorney General Rob Bonta’s office, on the Healthline complaint',
  },
  // CCPA §7002 (11 CCR 7002: the standard and its five factors)
  {
    type: 'paragraph',
    content: [
      'The word “unexpected” carries legal weight. Under the CCPA regulations (',
      {
        text: 'Cal. Code Regs. tit. 11, §7002',
        href: 'https://www.law.cornell.edu/regulations/california/11-CCR-7002',
      },
      '), every collection and use of personal information must be “reasonably necessary and proportionate,” and the purpose must match what the consumer would reasonably expect. Five factors decide that: the relationship between consumer and business; the type, nature and amount of the data; its source and how it was collected; how clearly the use was disclosed; and how apparent the involvement of third parties was.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Apply those factors to a person reading about a new diagnosis. They came for information, not to be profiled. The data is about as sensitive as it gets. The ad partners receiving it were invisible to them. Few disclosures could make that combination feel expected. The lesson for marketers is that sensitivity no longer depends on whether a field is labeled “diagnosis.” Content context, page URLs, search terms and lookalike segments can all carry a health inference, and it is the inference that regulators are now examining.',
    ],
  },
  { type: 'heading', text: 'Takeaways' },
  // Healthline opt-outs, Healthline titles, Healthline contracts, Healthline contracts (UCL), Healthline settlement terms, CCPA §7002: one row each, in that order
  {
    type: 'table',
    caption: 'What the Healthline case means for your team',
    columns: ['Insight', 'Why It Matters'],
    rows: [
      [
        ['Opt-outs must stop the data, not just record the choice.'],
        [
          'The AG alleged data kept reaching ad partners after opt-outs through the link, GPC and the cookie banner, affecting about 65,000 Californians. Every path has to be tested end to end.',
        ],
      ],
      [
        ['Page titles and content context can be health data.'],
        [
          'Diagnosis-suggesting titles sent to advertisers were treated as enabling “third-party inferences.” No diagnosis field is needed for a disclosure to be sensitive.',
        ],
      ],
      [
        ['Vendor contracts are part of compliance.'],
        [
          'Agreements with ad vendors allegedly lacked the terms the CCPA requires. Missing paper becomes its own allegation.',
        ],
      ],
      [
        ['Exposure goes beyond the privacy statute.'],
        ['The complaint also pleaded the Unfair Competition Law, so one set of facts can support more than one claim.'],
      ],
      [
        ['Settlements set the compliance template.'],
        [
          'A ban on sharing diagnosis-suggesting titles, a compliance program, opt-out monitoring and an annual tracker review show what regulators expect to see in place.',
        ],
      ],
      [
        ['Reasonable expectations are a legal test.'],
        [
          'Under §7002, a use must be reasonably necessary and proportionate and fit what consumers would expect, judged by five factors. Audiences that surprise people are a compliance risk, not only a brand risk.',
        ],
      ],
    ],
  },
  {
    type: 'paragraph',
    content: ['Practically, that translates into a short list for any team running health campaigns:'],
  },
  // Healthline opt-outs, Healthline titles, Healthline contracts, Healthline settlement terms (annual tracker review), CCPA §7002
  {
    type: 'list',
    ordered: true,
    items: [
      [
        'Test each opt-out path with real browsers, including one sending GPC, and confirm that ad tags actually stop firing.',
      ],
      ['Inventory what page-level data reaches ad partners: titles, URLs, keywords and content categories.'],
      ['Pull every ad-tech and data vendor contract and check it against the CCPA’s requirements.'],
      ['Put a tracker review on the calendar at least once a year, as the settlement requires of Healthline.'],
      [
        'Ask of every health audience whether a consumer would expect to be in it, and whether anyone can explain how they got there.',
      ],
    ],
  },
  // The company's own product claims (docs/requirements.md)
  {
    type: 'paragraph',
    content: [
      'At Blueprint we built our audiences so that no one is given an individual health prediction. People are placed in random groups and only the prevalence of a condition within each group is measured; the audience product uses no personal identifiers, only pseudonymous ones, makes no individual health predictions and uses no cookies. Pseudonymous identifiers are still personal information, though, and an identifier’s inclusion in an audience built for a condition can reveal that it belongs to a group where that condition is more common. You can read more about ',
      { text: 'our privacy-by-design approach', href: '/privacy-by-design' },
      '.',
    ],
  },
  {
    type: 'cta',
    title: 'Rethinking your health audiences after Healthline?',
    text: 'Talk with us about group-level audiences built without inferences about any individual’s health.',
    label: 'Get expert guidance',
    href: '/contact',
  },
] satisfies ArticleBody;
