import type { ArticleBody } from '../types';

// Sources, by the names the comments below use:
//   Healthline settlement: https://nhada.com/news/1.55-million-ccpa-settlement…; https://globalpolicywatch.com/2025/07/…
//   Healthline opt-outs: https://paubox.com/blog/california-ag-secures-record…; https://technologylaw.fkks.com/post/102kqsd
//   Healthline titles: https://natlawreview.com/article/california-ag-reaches-record-155-million…; https://connectontech.bakermckenzie.com/4-for-4…
//   Healthline contracts: https://webiis10.mondaq.com/…/1654078
//   Healthline settlement terms: https://whitecase.com/insight-alert/california-announces-largest-settlement…; https://gtlaw-israelpractice.com/2025/07/09/…
//   CCPA §7002: https://law.cornell.edu/regulations/california/11-CCR-7002
//   CCPA deadlines: Cal. Civ. Code §1798.130(a)(2); https://proteuscyber.com/privacy-database/tag/cpra/days; https://ccpafreetraining.com/slide-22-response-timing
//   CPPA ADMT rules: https://mofo.com/resources/insights/251007-ccpa-regulations…; https://fpf.org/resource/fpf-releases-issue-brief…
//   Tractor Supply fine: https://buchalter.com/insights/cppa-expands-enforcement…
//   Washington MHMDA: https://datamatters.sidley.com/2023/05/03/…; https://huntonprivacyblog.com/2023/04/20/…
//   GPC states: https://cookiebeam.com/guides/universal-opt-out-mechanisms-us-state-laws-2026; https://mondaq.com/…/1496022
//   GPC sweep: https://crowell.com/…/no-opt-out-for-state-data-privacy-compliance…; https://einpresswire.com/article/847567902
//   FTC HBNR: https://regulations.justia.com/regulations/fedreg/2024/05/30/2024-10855; https://ftc.gov/business-guidance/resources/health-breach-notification-rule-basics-business
//   OCR tracking bulletin: https://dentonshealthlaw.com/federal-court-overturns…; https://privacylaw.proskauer.com/2023/07/…
//   AHA v. Becerra: https://shb.com/…/ocr-online-tracking-guidance-vacated; https://quarles.com/…/hhs-ocr-withdraws…
//   UC Irvine study: https://tomesphere.com/paper/2506.21914; https://privacy-daily.com/article/2025/08/04/…
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  // Tractor Supply fine ($1.35 million, September 30, 2025: 'this week' of October 1), GPC sweep (September 9 sweep), CPPA ADMT rules (OAL approval September 22/23)
  {
    type: 'paragraph',
    content: [
      'This week California’s privacy regulator announced its largest fine at the time: $1.35 million against Tractor Supply, in an order that covers failures to honor Global Privacy Control (GPC). It caps a September in which regulators made the same point three times. On September 9, the California Privacy Protection Agency (CPPA) and the attorneys general of California, Colorado and Connecticut announced a joint investigative sweep of GPC compliance and sent letters to businesses that weren’t honoring the signal. In the week of September 22, California’s Office of Administrative Law approved the CPPA’s new rules on automated decision-making, risk assessments and cybersecurity audits. And on September 30 came the Tractor Supply order.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'The thread running through all three is one we think healthcare marketers still underrate. Regulators are no longer grading whether you ',
      { em: 'have' },
      ' privacy controls. They are testing whether those controls ',
      { em: 'work' },
      '. Compliance is the paperwork: the link in the footer, the banner, the policy, the contract on file. Privacy is what actually happens to the data. The gap between the two is where enforcement now lives.',
    ],
  },
  { type: 'heading', text: 'Checkbox opt-outs that failed' },
  // Healthline settlement (July 2025, proposed $1.55 million), Healthline opt-outs (three opt-out channels; about 65,000; about 6.5 million a month)
  {
    type: 'paragraph',
    content: [
      'The clearest illustration is still the ',
      { text: 'Healthline case', href: '/resources/healthline-case-healthcare-marketers' },
      '. In July, California’s attorney general announced a proposed $1.55 million settlement with Healthline Media over how the health-information site handled its readers’ data. On paper, the opt-out machinery existed. Consumers opted out through the “Do Not Sell or Share” link, through GPC signals and through the cookie banner. According to the complaint, data kept flowing to advertising partners anyway. About 65,000 California consumers were affected, on a site that draws roughly 6.5 million California visitors a month.',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/compliance-not-privacy-opt-out-path.svg',
    // Healthline opt-outs (channels, allegation), CCPA deadlines (15 business days), Healthline settlement terms (opt-out monitoring, annual tracker review)
    alt: 'Flow diagram: three opt-out channels (a Do Not Sell or Share link, a Global Privacy Control signal and a cookie-banner choice) lead to an opt-out being recorded. Real privacy requires the next steps: data to ad partners actually stops within 15 business days, and that is verified through opt-out monitoring and an annual tracker review. A dashed amber branch shows the Healthline allegation: opt-outs were made, but data kept flowing.',
    width: 800,
    height: 460,
    caption: 'Recording an opt-out is the easy part. Regulators are checking whether the data actually stops.',
  },
  // Healthline titles (the two titles)
  {
    type: 'paragraph',
    content: [
      'The second allegation should worry health marketers even more. Healthline allegedly shared article titles that hinted at a diagnosis with advertisers, titles such as “Newly Diagnosed with HIV? Important Things to Know” and “You’ve Been Newly Diagnosed with MS. What’s Next?” A reader of those pages expected information, not a signal passed to ad partners. The attorney general described the problem as',
    ],
  },
  // Healthline titles (the Attorney General's words)
  {
    type: 'quote',
    text: 'two unexpected uses – targeted advertising and third-party inferences',
    cite: 'California Attorney General’s office, on the Healthline complaint',
  },
  // Healthline settlement terms (Greenberg Traurig; settlement terms)
  {
    type: 'paragraph',
    content: [
      'Greenberg Traurig has called it the first U.S. privacy fine for disclosing ',
      { em: 'inferred' },
      ' sensitive information. The settlement terms read like an operating manual rather than a disclosure: no sharing of titles that suggest a diagnosis, a formal compliance program, monitoring of opt-out and limit requests, and an annual review of trackers. None of those is a notice. Every one of them is a control that has to run, week after week.',
    ],
  },
  { type: 'heading', text: 'Vendor contracts are part of the product' },
  // Healthline contracts (contracts lacked CCPA terms; UCL claim)
  {
    type: 'paragraph',
    content: [
      'The Healthline complaint also alleged that the company’s contracts with ad vendors lacked the terms the CCPA requires, and it pleaded a claim under California’s Unfair Competition Law on top of the privacy counts. That is the quiet lesson of the case: a privacy program is only as strong as the agreements that bind everyone downstream of the tag.',
    ],
  },
  // UC Irvine study (543 brokers, above 40%, ID data never collected), CCPA deadlines (10 business days; 45 plus 45 days; 15 business days)
  {
    type: 'paragraph',
    content: [
      'The vendor side of the market gives little comfort. When researchers at UC Irvine sent access requests to all 543 data brokers on California’s registry, more than 40% never responded, and many that did asked for identification data they had never collected in the first place (',
      { text: 'our summary of the study', href: '/resources/uc-irvine-study-data-brokers-privacy' },
      '). The CCPA gives a business 10 business days to confirm it received a request, 45 days to answer a request to know or delete (extendable once by another 45 with notice), and 15 business days to honor an opt-out. If a large share of the market can’t meet those basics, a signed contract is not evidence that the data you bought was handled lawfully. Before renewing any health-audience vendor, we would ask:',
    ],
  },
  // Healthline contracts (contract terms), GPC states (GPC), CCPA §7002 (individual inference)
  {
    type: 'list',
    items: [
      ['Does the contract contain the terms the CCPA requires, and does it limit the data to named purposes?'],
      ['How does the vendor receive and pass along opt-outs, including GPC signals, and how quickly?'],
      ['Can the vendor show a recent test of its own request handling? Not a policy document: a test.'],
      ['Does any segment depend on an inference about an individual’s health condition?'],
    ],
  },
  { type: 'heading', text: 'A court ruling doesn’t end the risk' },
  // AHA v. Becerra (June 2024; appeal August 19, withdrawn August 29), OCR tracking bulletin (July 2023, about 130 letters)
  {
    type: 'paragraph',
    content: [
      'Some teams still read last year’s decision in ',
      { em: 'AHA v. Becerra' },
      ' as an all-clear. In June 2024 a federal court in Texas vacated the part of HHS’s online-tracking guidance that treated an IP address combined with a visit to an unauthenticated web page as individually identifiable health information. HHS appealed in August and withdrew the appeal ten days later. The guidance had real teeth while it stood: in July 2023, HHS’s Office for Civil Rights and the FTC sent joint warning letters to about 130 hospital systems and telehealth providers.',
    ],
  },
  // Healthline settlement and Healthline contracts (CCPA), Washington MHMDA (outside HIPAA, private right of action), FTC HBNR (HBNR: unauthorized disclosure is a breach)
  {
    type: 'paragraph',
    content: [
      'But the ruling narrowed one reading of HIPAA, and only that. It did nothing to the CCPA, the law Healthline was charged under. It did nothing to Washington’s My Health My Data Act, which covers health data outside HIPAA and lets consumers sue. And it did nothing to the FTC’s Health Breach Notification Rule, which treats an unauthorized disclosure from a health app as a breach. Winning an argument about HIPAA’s definitions doesn’t make a tracking setup private. It moves the question to a different regulator (more on that in ',
      { text: 'When State Privacy Laws Go Further Than HIPAA', href: '/resources/state-privacy-laws-supersede-hipaa' },
      ').',
    ],
  },
  { type: 'heading', text: 'Privacy by design, not privacy by paperwork' },
  // GPC sweep (the sweep), Tractor Supply fine (the Tractor Supply order)
  {
    type: 'paragraph',
    content: [
      'The lesson of September is that regulators test the system; they don’t just read the policy. A GPC sweep is, in effect, an automated test: send the signal, watch what the page does. The Tractor Supply order shows what happens when the answer is wrong. For healthcare advertisers, the durable fix is to design campaigns so that when a control fails, as some eventually will, nobody’s health status is exposed.',
    ],
  },
  // The company's own product claims (docs/requirements.md)
  {
    type: 'paragraph',
    content: [
      'That principle is how we built Blueprint. People are placed in random groups, and we measure only the prevalence of a condition within each group. No one is scored as an individual; the audience product uses no personal identifiers, only pseudonymous ones, and doesn’t rely on cookies. It makes no health prediction about any individual. But its pseudonymous identifiers are still personal information, so its opt-outs and contracts have to work as well as anyone’s. Our ',
      { text: 'Privacy by Design', href: '/privacy-by-design' },
      ' page explains the method. Whatever data you use, these are the checks we’d run this month:',
    ],
  },
  // Healthline titles (titles), Healthline settlement terms (annual tracker review), Healthline contracts (contract terms)
  {
    type: 'list',
    ordered: true,
    items: [
      [
        'Turn on GPC in a test browser, load your highest-traffic health pages, and record which third-party requests still fire.',
      ],
      [
        'Audit the page titles, URLs and content categories you pass to ad partners for anything that suggests a diagnosis.',
      ],
      ['Put a date on your tracker review and run it at least once a year, as the Healthline settlement requires.'],
      ['Map every vendor to the contract terms the CCPA requires and to the purposes you have actually allowed.'],
    ],
  },
  // Healthline opt-outs; Tractor Supply fine and GPC sweep; Healthline titles and Healthline settlement terms; AHA v. Becerra; general advice (in that order)
  {
    type: 'takeaways',
    title: 'Key takeaways',
    items: [
      ['Regulators now test whether opt-outs work. A visible link or banner is not enough if data keeps flowing.'],
      [
        'The CPPA’s $1.35 million Tractor Supply order and the September 9 multistate sweep make Global Privacy Control an immediate priority.',
      ],
      ['Healthline shows that content signals such as article titles can be treated as sensitive health inferences.'],
      [{ em: 'AHA v. Becerra' }, ' narrowed one HIPAA interpretation; state privacy laws and the FTC still apply.'],
      ['Design campaigns so that a failed control can’t expose any individual’s health status.'],
    ],
  },
  {
    type: 'cta',
    title: 'Is your data vendor as compliant as its paperwork?',
    text: 'Ask us the same questions about Blueprint’s audiences, and talk with us about group-level measurement that makes no individual health inference.',
    label: 'Get vendor assessment help',
    href: '/contact',
  },
  { type: 'connect' },
  { type: 'authorFooter' },
] satisfies ArticleBody;
