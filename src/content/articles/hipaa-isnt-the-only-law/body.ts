import type { ArticleBody } from '../types';

// Sources, by the names the comments below use:
//   CCPA neural data: https://calmatters.digitaldemocracy.org/bills/ca_202320240sb1223; hunton…/california-amends-ccpa-to-cover-neural-data…
//   CMIA and AB 2089: https://covingtondigitalhealth.com/2022/11/…
//   Washington MHMDA: https://datamatters.sidley.com/2023/05/03/…; https://huntonprivacyblog.com/2023/04/20/…
//   Maxwell v. Amazon: https://wilmerhale.com/…/20250220-first-lawsuit…; https://paulhastings.com/…
//   Nevada SB 370: https://bassberry.com/news/nevada-consumer-health-data-law…; https://vensure.com/…
//   Connecticut SB 3: https://workplaceprivacyreport.com/2023/07/…; https://fastdemocracy.com (PA 23-56)
//   State law count: https://creditandcollectionnews.com/new-state-privacy-laws…; https://unanswered.io/guide/us-state-data-privacy-laws-guide
//   FTC HBNR: https://regulations.justia.com/regulations/fedreg/2024/05/30/2024-10855; https://ftc.gov/business-guidance/resources/health-breach-notification-rule-basics-business
//   GoodRx: https://akingump.com/…/ftcs-first-of-its-kind…
//   BetterHelp: https://einpresswire.com/article/709292969
//   Premom: https://justice.gov/opa/pr/mobile-health-application-developer-ordered…; https://wsgrdataadvisor.com/2023/05/…
//   X-Mode: https://mediapost.com/publications/article/392494; https://offlist.me/enforcement/x-mode-outlogic-location-data-2024
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  // GoodRx, BetterHelp, Premom and Washington MHMDA (the two years of FTC and state action this article covers)
  {
    type: 'paragraph',
    content: [
      'Ask a room of health marketers which privacy law governs their campaigns and most will answer “HIPAA.” For a hospital’s patient portal, that is the right answer. For a symptom-checker app, a wellness brand, a fertility tracker or a publisher whose condition pages carry advertising tags, it is often the wrong one. HIPAA was built around health plans, providers and the business associates that handle data for them, and much of the health data that powers advertising never passes through any of them. That data is not unregulated. Over the past two years the Federal Trade Commission and a string of states have made that plain, and the rules they have written reach exactly the places where health marketing happens.',
    ],
  },
  { type: 'heading', text: 'The FTC’s Health Breach Notification Rule' },
  // FTC HBNR (16 CFR 318; April 26, 2024; 89 FR 47028, May 30, 2024; July 29, 2024)
  {
    type: 'paragraph',
    content: [
      'The FTC’s Health Breach Notification Rule (16 CFR Part 318) is the federal rule written for the space HIPAA leaves open. The Commission announced an updated final rule on April 26, 2024. It was published in the Federal Register on May 30, 2024 (89 FR 47028) and took effect on July 29, 2024. Anyone who wants the full text can read ',
      {
        text: 'the final rule as published in the Federal Register (PDF)',
        href: 'https://www.govinfo.gov/content/pkg/FR-2024-05-30/pdf/2024-10855.pdf',
      },
      '. Three points matter most for marketers:',
    ],
  },
  // FTC HBNR (health apps; unauthorized disclosure is a breach; $53,088 per violation since January 17, 2025)
  {
    type: 'list',
    items: [
      [
        { strong: 'It covers health apps.' },
        ' The updated rule makes clear that it reaches health apps, not only the kinds of services people usually picture when they hear “health records.”',
      ],
      [
        { strong: 'A breach is not only a hack.' },
        ' Under the rule, a “breach” includes an unauthorized ',
        { em: 'disclosure' },
        '. Sending users’ health information to an advertising platform without their authorization can trigger notification duties even though nothing was stolen.',
      ],
      [{ strong: 'The penalties are per violation.' }, ' Civil penalties can exceed $50,000 for each violation.'],
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Read together, those points turn an ordinary piece of marketing infrastructure into a compliance question. A pixel or a software development kit that passes health-related events to an ad platform is no longer just a measurement decision. It can be the disclosure the rule is about.',
    ],
  },
  { type: 'heading', text: 'GoodRx, BetterHelp and Premom' },
  {
    type: 'paragraph',
    content: [
      'The updated rule did not arrive in a vacuum. It followed a run of enforcement actions that showed how the FTC reads health data in the advertising stack:',
    ],
  },
  // GoodRx (GoodRx), BetterHelp (BetterHelp; about 800,000 refunds in 2024), Premom (Premom, May 17, 2023; $100,000 plus $100,000; second case)
  {
    type: 'list',
    items: [
      [
        { strong: 'GoodRx (February 1, 2023).' },
        ' A $1.5 million civil penalty in the first enforcement action under the Health Breach Notification Rule. The company allegedly shared users’ prescription and health-condition information with Facebook, Google and Criteo.',
      ],
      [
        { strong: 'BetterHelp (March 2023).' },
        ' A $7.8 million settlement. The company allegedly sent email addresses, IP addresses and answers to its health questionnaire to Facebook and Snapchat. About 800,000 consumers received refunds in 2024.',
      ],
      [
        { strong: 'Premom (May 17, 2023).' },
        ' The app’s developer, Easy Healthcare, agreed to a $100,000 civil penalty plus a further $100,000 to Connecticut, the District of Columbia and Oregon. It was the second case brought under the rule.',
      ],
    ],
  },
  {
    type: 'image',
    src: '/images/articles/hipaa-isnt-the-only-law-ftc-timeline.svg',
    // GoodRx, BetterHelp, Premom, X-Mode (January 9, 2024), FTC HBNR (April 26 and July 29, 2024)
    alt: 'Vertical timeline of federal actions outside HIPAA. February 1, 2023: GoodRx, $1.5 million, the first Health Breach Notification Rule case. March 2023: BetterHelp, $7.8 million. May 17, 2023: Premom, the second rule case. January 9, 2024: X-Mode/Outlogic, the FTC’s first ban on a data broker selling sensitive location data. April 26, 2024: the updated rule is announced. July 29, 2024: the final rule takes effect, with unauthorized disclosures counting as breaches.',
    width: 800,
    height: 500,
    caption: 'Two years of federal action on health data, none of it under HIPAA.',
  },
  // X-Mode (X-Mode/Outlogic, January 2024, first ban)
  {
    type: 'paragraph',
    content: [
      'None of these was a HIPAA case. In each, the alleged problem was health information moving from a consumer product to advertising and analytics partners. The FTC widened the lens again in January 2024, when its order against X-Mode/Outlogic became the agency’s first ban on a data broker selling sensitive location data, including data that reveals visits to medical and reproductive clinics. The message to marketers is consistent: what matters is what the data reveals about a person’s health and where it goes, not whether a hospital was involved.',
    ],
  },
  { type: 'heading', text: 'State health-data laws fill the gap' },
  // State law count (19 comprehensive laws), Washington MHMDA and Nevada SB 370 (the two health-data laws): 21 states
  {
    type: 'paragraph',
    content: [
      'States have moved even faster. By our count, 21 states have enacted either a comprehensive consumer privacy law or a dedicated consumer-health-data law: 19 comprehensive laws, plus Washington’s and Nevada’s health-data laws. Three laws aimed squarely at health data deserve attention from anyone planning health campaigns:',
    ],
  },
  // Washington MHMDA (April 27, 2023; March 31 and June 30, 2024), Maxwell v. Amazon (February 10, 2025, W.D. Wash.), Nevada SB 370, Connecticut SB 3 (PA 23-56, June 26, 2023)
  {
    type: 'list',
    items: [
      [
        { strong: 'Washington’s My Health My Data Act' },
        ' (signed April 27, 2023; in effect since March 31, 2024, and since June 30, 2024 for small businesses) covers consumer health data outside HIPAA. It requires separate consent to collect that data and to share it, bans geofencing, and gives consumers a private right of action through the state’s Consumer Protection Act. The first class action under the law, ',
        { em: 'Maxwell v. Amazon.com' },
        ', was filed on February 10, 2025 in the Western District of Washington over the Amazon Ads software development kit.',
      ],
      [
        { strong: 'Nevada’s SB 370' },
        ' (signed June 2023; operative March 31, 2024) is modeled on Washington’s law but uses a narrower definition and has no private right of action.',
      ],
      [
        { strong: 'Connecticut’s SB 3' },
        ' (Public Act 23-56, signed June 26, 2023) added consumer-health-data duties and a ban on geofencing near health facilities, effective July 1, 2023. Only the attorney general enforces it, under the state’s Unfair Trade Practices Act.',
      ],
    ],
  },
  {
    type: 'paragraph',
    content: [
      'The practical effect is that a national campaign touching health topics is now planned against several regimes at once. Washington’s separate consents and private lawsuits make it the strictest of the three, and a sensible baseline to plan against.',
    ],
  },
  { type: 'heading', text: 'Inferred and neural data' },
  // CMIA and AB 2089 (AB 2089, September 28, 2022), CCPA neural data (SB 1223, September 2024; AB 1008)
  {
    type: 'paragraph',
    content: [
      'Lawmakers are also stretching the definition of health data to cover what can be deduced, not just what is recorded. In California, AB 2089 (signed September 28, 2022) amended the Confidentiality of Medical Information Act so that mental-health apps and websites are treated as “providers of health care,” and so that ',
      { em: 'inferred' },
      ' mental-health information is covered. The CMIA carries a private right of action. In September 2024, SB 1223 added “neural data” to the CCPA’s definition of sensitive personal information. Separately, AB 1008 makes clear that personal information can exist inside AI systems.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'For an advertiser, the point is that a model’s output can itself be regulated health data. A segment labeled “likely anxious” or “probably managing a chronic condition” is not a harmless abstraction because no doctor was involved. It is a conclusion about a person, and the law increasingly treats it that way.',
    ],
  },
  { type: 'heading', text: 'What this means for health marketers' },
  {
    type: 'paragraph',
    content: ['If HIPAA has been your only compliance lens, these are the checks we would add now:'],
  },
  // FTC HBNR (unauthorized disclosure), Washington MHMDA (consents, geofencing), CMIA and AB 2089 (mental-health inferences)
  {
    type: 'list',
    ordered: true,
    items: [
      [
        'Inventory every pixel and SDK on health-related pages and in apps, and record exactly which events and parameters each one sends to ad partners.',
      ],
      [
        'Treat an unauthorized disclosure of health information to an advertising platform as a potential breach, not a configuration detail.',
      ],
      [
        'For Washington audiences, confirm separate consent for collecting and for sharing consumer health data, and drop any geofence around health facilities.',
      ],
      [
        'Ask every audience vendor whether a segment depends on an inference about an individual’s health, including inferences about mental health.',
      ],
    ],
  },
  // The company's own product claims (docs/requirements.md)
  {
    type: 'paragraph',
    content: [
      'The simplest way to shrink this exposure is to avoid creating individual health profiles in the first place. Blueprint places people in random groups and measures only the prevalence of a condition within each group. No one is scored as an individual; the audience product uses no personal identifiers, only pseudonymous ones, and doesn’t use cookies, and it makes no individual health prediction. Pseudonymous identifiers are still personal information, though, and an identifier’s inclusion in an audience built for a condition can reveal that it belongs to a group where that condition is more common. Our ',
      { text: 'Privacy by Design', href: '/privacy-by-design' },
      ' page walks through the method.',
    ],
  },
  {
    type: 'cta',
    title: 'Is HIPAA still your only compliance lens?',
    text: 'Talk with our team about group-level health audiences, built without a health prediction about any individual.',
    label: 'Get in Touch',
    href: '/contact',
  },
] satisfies ArticleBody;
