import type { ArticleBody } from '../types';

// Sources, by the names the comments below use:
//   CMIA and AB 2089: https://covingtondigitalhealth.com/2022/11/…
//   Washington MHMDA: https://datamatters.sidley.com/2023/05/03/…; https://huntonprivacyblog.com/2023/04/20/…
//   Maxwell v. Amazon: https://wilmerhale.com/…/20250220-first-lawsuit…; https://paulhastings.com/…
//   Nevada SB 370: https://bassberry.com/news/nevada-consumer-health-data-law…; https://vensure.com/…
//   Connecticut SB 3: https://workplaceprivacyreport.com/2023/07/…; https://fastdemocracy.com (PA 23-56)
//   HIPAA de-identification: https://accountablehq.com/post/hipaa-de-identification-standards…
//   Duke study: https://techpolicy.sanford.duke.edu/data-brokers-and-the-sale-of-americans-mental-health-data
//   Orphan Drug Act: https://ncsl.org/health/rare-and-orphan-diseases; https://alabamarare.org
//   Sweeney (2000): https://news.ycombinator.com/item?id=2942967 (links latanyasweeney.org)
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  {
    type: 'paragraph',
    content: [
      'Rare-disease marketers have the hardest audience problem in healthcare. The people a therapy can help are few and scattered across the country. Broad media wastes most of its reach, and endemic channels only find people who already know what they have. So teams reach for a modeled audience that promises to find “likely patients.” For rare disease, that promise breaks down three ways at once: the statistics, the re-identification risk and a growing set of state laws all work against it.',
    ],
  },
  { type: 'heading', text: 'Small populations, big re-identification risk' },
  // Orphan Drug Act (1983; under 200,000; about 7,000; 25 to 30 million); "a few thousand" is that division
  {
    type: 'paragraph',
    content: [
      'Under the Orphan Drug Act of 1983, a rare disease is one that affects fewer than 200,000 people in the United States. There are roughly 7,000 of them, and together they affect an estimated 25 to 30 million Americans. Common as a group, they are tiny one by one: divide the total by the number of diseases and the average is only a few thousand people per condition nationwide.',
    ],
  },
  // Sweeney (2000) (Sweeney, 2000: 87%)
  {
    type: 'paragraph',
    content: [
      'Small numbers make people easy to single out. Latanya Sweeney showed in 2000 that 87% of Americans can be uniquely identified by five-digit ZIP code, gender and date of birth alone. Add a rare diagnosis to the record, real or predicted, and far fewer extra facts are needed, because the pool of people who could match is small to begin with.',
    ],
  },
  // HIPAA de-identification (18 identifiers; three-digit ZIP over 20,000; "very small")
  {
    type: 'paragraph',
    content: [
      'HIPAA’s de-identification rules reflect the same logic. Under the Safe Harbor method, 18 kinds of identifiers must be removed, and a ZIP code can be kept only to its first three digits, only where that area holds more than 20,000 people. The alternative, Expert Determination, requires a finding that the risk of re-identification is “very small.” For a condition that may affect only a handful of people in an entire three-digit ZIP area, meeting that bar with person-level data is very hard.',
    ],
  },
  { type: 'heading', text: 'Models infer diagnoses, and often get them wrong' },
  // Illustrative arithmetic, not a fact: 100 true cases, 1% of 999,900 = 9,999 false flags
  {
    type: 'paragraph',
    content: [
      'A modeled audience is a list of people a vendor believes are more likely than average to have a condition. In rare disease, two things go wrong with that list. The first is accuracy: models learn from known cases, rare diseases have few, and even a good model collides with the base rate. Suppose a condition affects 1 in 10,000 people, and a model catches every true case while wrongly flagging just 1% of everyone else. Across a million people, it would correctly flag 100 and wrongly flag nearly 10,000. About 99 of every 100 people in the resulting audience would not have the condition.',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/why-modeled-audiences-fail-rare-disease-base-rate.svg',
    // Orphan Drug Act (top); the same illustrative arithmetic (bottom)
    alt: 'Top: a rare disease affects fewer than 200,000 people in the U.S. (Orphan Drug Act, 1983); there are about 7,000; together they affect 25–30 million Americans. Bottom: an illustrative bar for a 1-in-10,000 condition among 1,000,000 people. A model that catches all 100 cases but wrongly flags 1% of the rest flags 9,999 people without the condition, shown as a long bar beside a thin sliver of 100.',
    width: 880,
    height: 440,
    caption:
      'Illustrative arithmetic, not a measured result: when a condition is rare, even an accurate model produces an audience made mostly of people who don’t have it.',
  },
  {
    type: 'paragraph',
    content: [
      'Those wrong guesses are not harmless waste. Each is a record saying a specific person probably has a serious illness, and messages about that illness may then reach people who don’t have it, along with whoever shares their screens and mailboxes.',
    ],
  },
  // CMIA and AB 2089 (AB 2089, 2022: mental-health apps, inferred data, private right of action), Duke study (February 2023: 37, 26, 11)
  {
    type: 'paragraph',
    content: [
      'The second problem is the opposite: when the model is right, it has inferred a diagnosis the person never disclosed to the advertiser. Some lawmakers already treat that kind of inference as health data in its own right. California’s 2022 amendment to its Confidentiality of Medical Information Act, AB 2089, treats mental-health apps and websites as providers of health care and covers inferred mental-health information, with a private right of action. And the market for inferred health data is loosely policed. In a February 2023 Duke Sanford study, researcher Joanne Kim contacted 37 data brokers; 26 responded, and 11 were willing to sell data about Americans’ mental health, with minimal vetting of buyers. A buyer of modeled segments rarely knows which sources sit underneath.',
    ],
  },
  { type: 'heading', text: 'Consumer-health-data laws reach the inference' },
  {
    type: 'paragraph',
    content: [
      'Much of the data behind modeled health audiences falls outside HIPAA: app activity, browsing, purchases, location. Several states have written laws specifically for it (for the wider picture beyond HIPAA, see ',
      { text: 'HIPAA Isn’t the Only Law', href: '/resources/hipaa-isnt-the-only-law' },
      ').',
    ],
  },
  // Washington MHMDA (March 31, 2024; consent; geofencing; CPA), Maxwell v. Amazon (Maxwell, February 10, 2025, Amazon Ads SDK), Nevada SB 370 (June 2023;
  // March 31, 2024; no private right), Connecticut SB 3 (July 1, 2023; geofences near health facilities; AG under CUTPA)
  {
    type: 'list',
    items: [
      [
        { strong: 'Washington.' },
        ' The My Health My Data Act, in effect since March 31, 2024, covers consumer health data outside HIPAA, requires separate consent to collect it and to share it, bans geofencing and gives consumers a private right of action through the state’s Consumer Protection Act. The first class action under the law, ',
        { em: 'Maxwell v. Amazon.com' },
        ', was filed on February 10, 2025, over the Amazon Ads software development kit.',
      ],
      [
        { strong: 'Nevada.' },
        ' SB 370 (signed June 2023, operative March 31, 2024) borrows Washington’s approach, but defines covered data more narrowly and gives consumers no private right of action.',
      ],
      [
        { strong: 'Connecticut.' },
        ' Since July 1, 2023, SB 3 has imposed consumer-health-data duties and barred geofences near health facilities. The attorney general enforces it under the state’s Unfair Trade Practices Act.',
      ],
    ],
  },
  // Washington MHMDA, Nevada SB 370, Connecticut SB 3 (consent; geofencing bans)
  {
    type: 'paragraph',
    content: [
      'A national modeled segment for a rare condition will include residents of these states, and for each of them the advertiser would need to know that consent covered this use and this sharing. That is a great deal to ask of a segment built from inferences. Location-based shortcuts, such as targeting people seen near a specialty treatment center, run into the geofencing bans directly.',
    ],
  },
  { type: 'heading', text: 'Measuring prevalence at group level' },
  // The company's own product claims (docs/requirements.md)
  {
    type: 'paragraph',
    content: [
      'The useful question for a rare-disease campaign is not “who has this condition?” It is “where is it more common than average?” Answering it doesn’t require a prediction about anyone. That is how Blueprint works. People are placed in random groups, and we measure only the prevalence of a condition within each group. Our audience product uses no personal identifiers, only pseudonymous ones; it makes no individual health predictions and uses no cookies. A campaign can weight its reach toward groups where the condition is more concentrated without the audience holding a guess about any individual.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'For rare disease that answers the failures described above: no individual prediction is made that could be wrong about a person, and what the audience carries about health is a group’s prevalence, not anyone’s diagnosis. The identifiers in it are still personal information, and an identifier’s inclusion in an audience built for a rare condition can reveal that it belongs to a group where that condition is more common. Before buying any modeled rare-disease audience, ask the vendor:',
    ],
  },
  // Washington MHMDA, Nevada SB 370, Connecticut SB 3 (the three states; geofencing)
  {
    type: 'list',
    ordered: true,
    items: [
      ['How many confirmed cases was the model built on, and how were they obtained?'],
      ['Of the people in the segment, what share do you expect actually to have the condition?'],
      ['Does the segment record a condition, or a likelihood of one, for identifiable individuals?'],
      ['How was consent collected for residents of Washington, Nevada and Connecticut, and for sharing with us?'],
      ['Does any part of the audience depend on location near a health facility?'],
    ],
  },
  {
    type: 'paragraph',
    content: [
      'If the answers are vague, the audience is likely both less accurate and riskier than it looks. Our ',
      { text: 'Privacy by Design', href: '/privacy-by-design' },
      ' page explains how group-level measurement works in more detail.',
    ],
  },
  {
    type: 'cta',
    title: 'Planning a rare-disease campaign?',
    text: 'Talk with our team about reaching the places where a condition is concentrated, without predicting anyone’s diagnosis.',
    label: 'Schedule a consultation',
    href: '/contact',
  },
] satisfies ArticleBody;
