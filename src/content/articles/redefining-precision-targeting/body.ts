import type { ArticleBody } from '../types';

// Sources, by the names the comments below use:
//   Healthline settlement: https://nhada.com/news/1.55-million-ccpa-settlement…; https://globalpolicywatch.com/2025/07/…
//   Healthline titles: https://natlawreview.com/article/california-ag-reaches-record-155-million…; https://connectontech.bakermckenzie.com/4-for-4…
//   CCPA §7002: https://law.cornell.edu/regulations/california/11-CCR-7002
//   Washington MHMDA: https://datamatters.sidley.com/2023/05/03/…; https://huntonprivacyblog.com/2023/04/20/…
//   Connecticut SB 3: https://workplaceprivacyreport.com/2023/07/…; https://fastdemocracy.com (PA 23-56)
//   X-Mode: https://mediapost.com/publications/article/392494; https://offlist.me/enforcement/x-mode-outlogic-location-data-2024
//   HIPAA de-identification: https://accountablehq.com/post/hipaa-de-identification-standards…
//   Duke study: https://techpolicy.sanford.duke.edu/data-brokers-and-the-sale-of-americans-mental-health-data
//   Sweeney (2000): https://news.ycombinator.com/item?id=2942967 (links latanyasweeney.org)
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  {
    type: 'paragraph',
    content: [
      'Ask a media buyer what precision targeting means in healthcare and you will usually hear some version of “reaching exactly the people who have the condition.” The tools seemed to support that definition: device IDs, location trails, browsing histories, lookalike models. It is also the definition that now creates the most legal and reputational risk in the category. It’s time to separate two ideas that have been bundled together. Precision is about putting the right message where need is concentrated. Identification is about knowing who a specific person is and what is wrong with them. Health marketers need the first. They rarely need the second, and it has become expensive to hold.',
    ],
  },
  { type: 'heading', text: 'Precision versus identification' },
  // Sweeney (2000) (Sweeney, 2000: 87%, five-digit ZIP, gender, date of birth)
  {
    type: 'paragraph',
    content: [
      'The trouble with person-level precision is that it is much closer to identification than it sounds. In a 2000 study, Latanya Sweeney found that 87% of Americans can be uniquely identified by just three facts: their five-digit ZIP code, their gender and their date of birth. None of those is a name, an email address or a medical record number; together they work like a name for most of the population. A health segment that keeps a handful of ordinary attributes per person is far easier to re-identify than its “anonymized” label suggests.',
    ],
  },
  // HIPAA de-identification (Safe Harbor: 18 identifiers, three-digit ZIP over 20,000 people; Expert Determination, "very small")
  {
    type: 'paragraph',
    content: [
      'HIPAA’s own de-identification standard makes the same point from the other direction. Under the Safe Harbor method, a dataset counts as de-identified only after 18 kinds of identifiers are removed, and even a ZIP code can be kept only to its first three digits, and only where the area those digits cover has more than 20,000 people. The alternative, Expert Determination, requires a qualified expert to conclude that the risk of re-identification is “very small.” In other words, the law treats fine geographic and demographic detail as identifying. The more precise a person-level health record gets, the less it can be called de-identified.',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/redefining-precision-targeting-identifiers.svg',
    // Sweeney (2000), HIPAA de-identification, the company's product claims (in that order)
    alt: 'Three panels. Five-digit ZIP, gender and date of birth uniquely identify 87% of Americans (Sweeney, 2000). HIPAA Safe Harbor removes 18 identifiers and keeps only a three-digit ZIP where that area has more than 20,000 people. Group-level measurement uses only pseudonymous identifiers, no personal ones: people are placed in random groups and only each group’s prevalence is measured.',
    width: 880,
    height: 400,
    caption:
      'A few ordinary attributes are enough to single out most people. Group-level measurement asks where a condition is common, not who has it.',
  },
  { type: 'heading', text: 'Inference is the risk' },
  // Healthline settlement (July 1, 2025, proposed $1.55 million), Healthline titles (the HIV title)
  {
    type: 'paragraph',
    content: [
      'Even without a name attached, a record that says a person probably has a condition is a statement about that person’s health. Regulators are now treating those statements, not just medical records, as sensitive. On July 1, 2025, California’s attorney general announced a proposed $1.55 million settlement with Healthline Media. Among the allegations: the publisher shared with advertisers the titles of articles people read, titles such as “Newly Diagnosed with HIV? Important Things to Know,” which hint at a reader’s diagnosis. The attorney general described the problem this way:',
    ],
  },
  // Healthline titles (the Attorney General's words)
  {
    type: 'quote',
    text: 'two unexpected uses – targeted advertising and third-party inferences',
    cite: 'California Attorney General’s office, on the Healthline complaint',
  },
  // CCPA §7002 ("reasonably necessary and proportionate", reasonable expectations, the factors)
  {
    type: 'paragraph',
    content: [
      'That standard comes from the CCPA regulations, which require every collection and use of personal information to be “reasonably necessary and proportionate” and consistent with what a consumer would reasonably expect, judged by factors such as the relationship with the business, the kind of data involved and how apparent third parties are. A reader looking up a diagnosis doesn’t expect to become an ad segment. We unpack that test in ',
      {
        text: 'Surprise! Consumer Expectations Are Now a Legal Standard',
        href: '/resources/surprise-consumer-expectations-are-now-a-legal-standard',
      },
      ', and the case itself in ',
      {
        text: 'The Healthline Case: What Healthcare Marketers Must Know',
        href: '/resources/healthline-case-healthcare-marketers',
      },
      '.',
    ],
  },
  // Duke study (February 2023, Duke Sanford, Joanne Kim: 37, 26, 11, minimal vetting)
  {
    type: 'paragraph',
    content: [
      'The supply side of health inference is not reassuring either. In a February 2023 study from Duke University’s Sanford School, researcher Joanne Kim contacted 37 data brokers about buying data on Americans’ mental health. Twenty-six responded, and 11 were willing to sell it, with minimal vetting of who was buying. When a segment is built on inferences about individuals, the buyer inherits whatever the vendor did to produce it.',
    ],
  },
  { type: 'heading', text: 'Sensitive locations' },
  // X-Mode (X-Mode/Outlogic, January 2024, first such ban), Washington MHMDA (geofencing ban), Connecticut SB 3 (geofences near health facilities)
  {
    type: 'paragraph',
    content: [
      'Location data is one of the quickest ways for precision to turn into a diagnosis. A phone that visits an oncology center, a fertility clinic or a reproductive health provider tells a story about its owner, whether or not anyone meant to collect one. In January 2024 the FTC banned the data broker X-Mode (now Outlogic) from selling sensitive location data, including visits to medical and reproductive health clinics. It was the first time the agency had imposed such a ban on a data broker. States have moved too: Washington’s My Health My Data Act bans geofencing, and Connecticut bans geofences near health facilities.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'For a media buyer, the practical lesson is that any tactic built on who was physically near a health facility is built on an inference about health. The finer the geography, the closer that inference comes to a single person.',
    ],
  },
  { type: 'heading', text: 'Group-level precision' },
  {
    type: 'paragraph',
    content: [
      'None of this means giving up on precision. It means measuring it differently. The question a campaign needs answered is not “who has this condition?” It is “where is this condition more common, so our message and budget go there?” That question can be answered without identifying or scoring anyone. (For how this differs from identified and modeled data, see ',
      { text: 'The Three Types of Health Audience Data', href: '/resources/three-types-health-audience-data' },
      '.)',
    ],
  },
  // The company's own product claims (docs/requirements.md)
  {
    type: 'paragraph',
    content: [
      'That is the method behind Blueprint. People are placed in random groups, and we measure only the prevalence of a condition within each group. Our audience product uses no personal identifiers, only pseudonymous ones; it makes no individual health predictions and uses no cookies. Precision comes from how strongly a condition is concentrated in the groups a campaign reaches, not from a label on any person. What that changes in practice:',
    ],
  },
  // The company's own product claims (docs/requirements.md)
  {
    type: 'list',
    items: [
      [
        { strong: 'No personal identifiers.' },
        ' The audience uses only pseudonymous identifiers, and the health information in it is a group’s prevalence, not a record of any person’s condition.',
      ],
      [
        { strong: 'No inference about an individual.' },
        ' Prevalence is a property of the group; no member is tagged with the condition or scored for it.',
      ],
      [
        { strong: 'No clinic-visit targeting.' },
        ' Reaching the groups where a condition is common doesn’t require knowing who was near a clinic.',
      ],
      [
        { strong: 'Explainable to a reviewer.' },
        ' Compliance teams can understand, in a sentence, how the audience was built and why no one in it was given a health prediction.',
      ],
    ],
  },
  {
    type: 'paragraph',
    content: [
      'The old idea of precision promised certainty about individuals and delivered risk. Group-level precision delivers what a campaign actually uses, which is concentration of need, without a prediction about anyone’s health. For a related look at where individual prediction goes wrong, see ',
      {
        text: 'What Target’s Pregnancy Prediction Teaches Health Advertisers',
        href: '/resources/target-pregnancy-prediction-health-advertising',
      },
      ', or read how we approach ',
      { text: 'privacy by design', href: '/privacy-by-design' },
      '.',
    ],
  },
  {
    type: 'cta',
    title: 'Want precision without identification?',
    text: 'See how group-level prevalence can focus your health campaigns without a health prediction about any individual.',
    label: 'Learn about our approach',
    href: '/contact',
  },
] satisfies ArticleBody;
