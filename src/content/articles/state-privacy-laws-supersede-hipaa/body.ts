import type { ArticleBody } from '../types';

// Sources, by the names the comments below use:
//   Healthline settlement: https://nhada.com/news/1.55-million-ccpa-settlement…; https://globalpolicywatch.com/2025/07/…
//   Healthline titles: https://natlawreview.com/article/california-ag-reaches-record-155-million…; https://connectontech.bakermckenzie.com/4-for-4…
//   Healthline contracts: https://webiis10.mondaq.com/…/1654078
//   CMIA and AB 2089: https://covingtondigitalhealth.com/2022/11/…
//   Washington MHMDA: https://datamatters.sidley.com/2023/05/03/…; https://huntonprivacyblog.com/2023/04/20/…
//   Maxwell v. Amazon: https://wilmerhale.com/…/20250220-first-lawsuit…; https://paulhastings.com/…
//   Nevada SB 370: https://bassberry.com/news/nevada-consumer-health-data-law…; https://vensure.com/…
//   Connecticut SB 3: https://workplaceprivacyreport.com/2023/07/…; https://fastdemocracy.com (PA 23-56)
//   Connecticut SB 1295: https://insideprivacy.com/state-privacy/connecticut-legislature-amends…; https://natlawreview.com/article/connecticut-amends…
//   State law count: https://creditandcollectionnews.com/new-state-privacy-laws…; https://unanswered.io/guide/us-state-data-privacy-laws-guide
//   OCR tracking bulletin: https://dentonshealthlaw.com/federal-court-overturns…; https://privacylaw.proskauer.com/2023/07/…
//   AHA v. Becerra: https://shb.com/…/ocr-online-tracking-guidance-vacated; https://quarles.com/…/hhs-ocr-withdraws…
//   HIPAA preemption: https://brickergraydon.com/…/160.202; https://hipaatemplates.com/faq-items/…
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  {
    type: 'paragraph',
    content: [
      'You have probably heard it in a planning meeting or read it in a vendor deck: “state privacy laws now supersede HIPAA.” It is a tidy line, and it is wrong in a way that leads to bad decisions. HIPAA has not been pushed aside. What has changed is that states have built rules that sit next to it: stricter provisions that HIPAA itself allows to stand, and a new generation of health-data laws aimed at the data HIPAA never reached. For health marketers, the second group is where most of the action is, and getting the relationship right tells you which rules apply to which campaigns.',
    ],
  },
  { type: 'heading', text: 'How HIPAA preemption really works' },
  // HIPAA preemption (45 CFR 160.203(b), "more stringent"; both apply where they don't conflict)
  {
    type: 'paragraph',
    content: [
      'HIPAA has its own preemption rule. As a general matter, a state law that is contrary to HIPAA gives way. But the regulation carves out the exception that matters here: under 45 CFR 160.203(b), a state privacy provision that is “more stringent” than HIPAA is ',
      { em: 'not' },
      ' preempted. And where a state law and HIPAA don’t conflict at all, both simply apply. In practice that leaves three outcomes for health information HIPAA covers:',
    ],
  },
  {
    type: 'list',
    items: [
      [
        { strong: 'No conflict:' },
        ' comply with both. HIPAA sets the federal floor and the state rule adds its requirements on top.',
      ],
      [
        { strong: 'Conflict, and the state provision is more stringent:' },
        ' the state provision survives and governs.',
      ],
      [{ strong: 'Conflict, and the state provision is less protective:' }, ' HIPAA controls.'],
    ],
  },
  {
    type: 'image',
    src: '/images/articles/state-privacy-laws-supersede-hipaa-preemption.svg',
    // HIPAA preemption; Washington MHMDA, Nevada SB 370, Connecticut SB 3 (the three health-data laws); most of them exempt HIPAA-covered PHI
    alt: 'Decision flow. First question: is the data PHI held by a HIPAA covered entity or business associate? If no, it is outside HIPAA, and state consumer privacy laws, consumer-health-data laws in Washington, Nevada and Connecticut, and FTC rules govern it; most of those health-data laws exempt PHI that HIPAA already covers. If yes: does a state provision conflict with HIPAA? If not, both apply. If it does and the state provision is more stringent, it survives and is not preempted. If it is not more stringent, HIPAA controls.',
    width: 880,
    height: 600,
    caption:
      'Nothing in this flow lets a state law “supersede” HIPAA wholesale. Stricter rules survive; everything else runs in parallel or outside HIPAA.',
  },
  {
    type: 'paragraph',
    content: [
      'So the accurate statement is narrower than the slogan: where a state goes further than HIPAA on privacy, the stricter state rule stands. HIPAA is a floor, not a ceiling. The relationship is one of layers, not replacement.',
    ],
  },
  { type: 'heading', text: 'The gap HIPAA was never built to fill' },
  // Most consumer-health-data laws exempt HIPAA-covered PHI
  {
    type: 'paragraph',
    content: [
      'The bigger story for advertisers is not preemption at all. It is the large body of health-related data that was never HIPAA’s concern: what people search for, read, buy and track in consumer apps, held by companies that are neither providers nor health plans nor their business associates. That is the territory the new state laws were written for, and most of the dedicated consumer-health-data laws exempt protected health information that HIPAA already covers. They are designed to sit beside HIPAA, not over it.',
    ],
  },
  // State law count (19 comprehensive laws), Washington MHMDA and Nevada SB 370 (the two health-data laws): 21 states
  {
    type: 'paragraph',
    content: [
      'The footprint is already wide. By our count, 21 states have enacted a comprehensive consumer privacy law or a dedicated consumer-health-data law: 19 comprehensive laws, plus Washington’s and Nevada’s health-data laws. Federal rules reach the same territory too; we cover the FTC’s side in ',
      { text: 'HIPAA Isn’t the Only Law', href: '/resources/hipaa-isnt-the-only-law' },
      '.',
    ],
  },
  { type: 'heading', text: 'Washington, Nevada and Connecticut' },
  {
    type: 'paragraph',
    content: [
      'Three states have written laws specifically for consumer health data, and they differ in ways that matter for campaign planning:',
    ],
  },
  // Washington MHMDA (March 31, 2024; consent; geofencing; CPA), Maxwell v. Amazon (Maxwell, February 2025, Amazon Ads SDK), Nevada SB 370 (June 2023; March 31, 2024),
  // Connecticut SB 3 (SB 3, June 26, 2023; July 1, 2023; AG only), Connecticut SB 1295 (SB 1295, June 24, 2025; July 1, 2026; 35,000)
  {
    type: 'list',
    items: [
      [
        { strong: 'Washington.' },
        ' The My Health My Data Act, in effect since March 31, 2024, covers health data outside HIPAA. It requires separate consent to collect and to share that data, bans geofencing, and lets consumers sue through the state’s Consumer Protection Act. The first class action, ',
        { em: 'Maxwell v. Amazon.com' },
        ', was filed in February 2025 over the Amazon Ads software development kit.',
      ],
      [
        { strong: 'Nevada.' },
        ' SB 370, signed in June 2023 and operative since March 31, 2024, follows Washington’s model with a narrower definition and no private right of action.',
      ],
      [
        { strong: 'Connecticut.' },
        ' SB 3, signed June 26, 2023, added consumer-health-data duties and a ban on geofencing near health facilities from July 1, 2023, enforced only by the attorney general. Further amendments to Connecticut’s privacy law (SB 1295, signed June 24, 2025) will, from July 1, 2026, lower the applicability threshold to 35,000 consumers, cover anyone processing sensitive data, add neural and disability data to the sensitive categories, and require consent to sell sensitive data.',
      ],
    ],
  },
  { type: 'heading', text: 'California’s CMIA' },
  // CMIA and AB 2089 (CMIA, Civil Code 56; AB 2089 signed September 28, 2022; inferred mental-health data; private right of action)
  {
    type: 'paragraph',
    content: [
      'California shows how a state medical-privacy law can reach past HIPAA’s categories. Its Confidentiality of Medical Information Act (Civil Code §56 and following) was amended by AB 2089, signed September 28, 2022, so that mental-health apps and websites are treated as “providers of health care” under the Act. The amendment also covers ',
      { em: 'inferred' },
      ' mental-health information, and the CMIA carries a private right of action. A mental-health app that is not a HIPAA covered entity can therefore be treated as a provider of health care under California law.',
    ],
  },
  { type: 'heading', text: 'After AHA v. Becerra' },
  // OCR tracking bulletin (bulletin December 2022, revised March 2024; about 130 letters, July 2023), AHA v. Becerra (June 20, 2024; appeal August 19, withdrawn August 29, 2024)
  {
    type: 'paragraph',
    content: [
      'Some teams took the wrong lesson from last year’s tracking litigation. In December 2022 the HHS Office for Civil Rights issued a bulletin on online tracking technologies, revised in March 2024; in July 2023 OCR and the FTC jointly sent warning letters to about 130 hospital systems and telehealth providers. Then, on June 20, 2024, a federal court in Texas (',
      { em: 'AHA v. Becerra' },
      ') vacated the bulletin’s position that an IP address combined with a visit to an unauthenticated web page is individually identifiable health information. HHS filed an appeal on August 19, 2024 and withdrew it ten days later.',
    ],
  },
  // Healthline settlement (proposed $1.55 million, July 2025), Healthline contracts (CCPA and UCL), Healthline titles (article titles)
  {
    type: 'paragraph',
    content: [
      'The ruling narrowed one reading of HIPAA. It did not make tracking on health pages safe. Data that falls outside HIPAA lands in exactly the territory the state laws above and the FTC cover. California’s proposed $1.55 million settlement with Healthline Media, announced in July, was brought under the CCPA and California’s Unfair Competition Law, not HIPAA, and turned partly on article titles that suggested a diagnosis (see ',
      { text: 'our breakdown of the Healthline case', href: '/resources/healthline-case-healthcare-marketers' },
      ').',
    ],
  },
  { type: 'heading', text: 'What it means for your media plan' },
  // HIPAA preemption, Washington MHMDA, CMIA and AB 2089, AHA v. Becerra (in that order)
  {
    type: 'list',
    ordered: true,
    items: [
      [
        'Stop asking whether state law “supersedes” HIPAA. Ask, for each data flow, whether HIPAA covers it at all, and which state laws apply either way.',
      ],
      [
        'For data outside HIPAA, plan to Washington’s standard: separate consents to collect and to share, no geofencing, and exposure to private lawsuits.',
      ],
      ['Treat inferences as health data. California’s CMIA already covers inferred mental-health information.'],
      ['Don’t lean on the Texas ruling. It changed one HIPAA interpretation, not the state or FTC rules.'],
    ],
  },
  // The company's own product claims (docs/requirements.md)
  {
    type: 'paragraph',
    content: [
      'Blueprint was designed for this landscape. We place people in random groups and measure only the prevalence of a condition within each group. The audience product uses no personal identifiers, only pseudonymous ones, and makes no health prediction about any individual. Those identifiers are still personal information under laws such as the CCPA, so opt-outs and other privacy rights apply to them, and an identifier’s inclusion in an audience built for a condition can reveal that it belongs to a group where that condition is more common. Our ',
      { text: 'Privacy by Design', href: '/privacy-by-design' },
      ' page explains the approach.',
    ],
  },
  {
    type: 'cta',
    title: 'Not sure which health-privacy rules reach your campaigns?',
    text: 'Talk with us about group-level audiences that make no health prediction about any individual.',
    label: 'Get expert guidance',
    href: '/contact',
  },
] satisfies ArticleBody;
