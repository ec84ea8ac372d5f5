import type { ArticleBody } from '../types';

export default [
  {
    type: 'paragraph',
    content: [
      'Health audiences come with plenty of labels: condition segments, intent audiences, clinical lookalikes, propensity models, contextual cohorts. Strip the marketing away and nearly every one is built from one of three kinds of data. It either ',
      { em: 'identifies' },
      ' a person and a health fact about them, ',
      { em: 'infers' },
      ' a health fact about a person, or ',
      { em: 'aggregates' },
      ' health information across groups so that no statement about any individual exists. The distinction is not academic. It decides which laws apply, what a regulator would find if they looked, and how a patient would feel if they learned how they were reached.',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/three-types-health-audience-data-comparison.svg',
    alt: 'Three cards. Identified data links a known person to a health fact, such as patient records or app symptom logs; it falls under HIPAA when it is PHI and under laws such as Washington’s My Health My Data Act and the FTC’s Health Breach Notification Rule outside it; exposure is high. Inferred data is a prediction about one person’s health, such as lookalike scores or diagnosis-hinting page views; regulators treat such inferences as sensitive, as in the Healthline case; exposure is high and often hidden. Aggregated data measures prevalence across groups so no one is scored or identified, provided groups stay large enough that no one can be singled out; exposure is lowest.',
    width: 900,
    height: 500,
    caption: 'The question that sorts them: does any record say something about a specific person’s health?',
  },
  { type: 'heading', text: '1. Identified data' },
  {
    type: 'paragraph',
    content: [
      'Identified health data ties a known person, through a name, an email address, a device ID or a similar identifier, to a health fact: a diagnosis, a prescription, a symptom logged in an app. When a health plan, provider or their business associate holds it, it is protected health information under HIPAA. Outside that world it doesn’t become fair game. Washington’s My Health My Data Act covers consumer health data beyond HIPAA and requires separate consent both to collect it and to share it. The FTC’s Health Breach Notification Rule, updated in 2024, covers health apps and counts an unauthorized disclosure as a breach, with civil penalties that can exceed $50,000 per violation.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Vendors often answer that their identified data has been “de-identified.” HIPAA allows two ways to do that. Under Safe Harbor, 18 kinds of identifiers are removed, and even a three-digit ZIP code may stay only if the area it covers has more than 20,000 people. Under Expert Determination, a qualified expert concludes that the risk of re-identification is “very small.” Both are demanding for a reason. Latanya Sweeney showed in 2000 that 87% of Americans can be uniquely identified by just their five-digit ZIP code, gender and date of birth. A file stripped of names but rich in attributes can still point to a person.',
    ],
  },
  { type: 'heading', text: '2. Inferred data' },
  {
    type: 'paragraph',
    content: [
      'Inferred data is a conclusion about an individual’s health that nobody disclosed. A model scores a person as likely to have diabetes from their purchases; a lookalike tool tags a browser as resembling known patients; a page view is logged as interest in a condition. The output is still a statement about a specific person. It is simply a guess rather than a record, and the guess is often hidden inside a vendor’s model where the advertiser never sees it.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Regulators have started to treat those guesses as sensitive data. In July, California’s attorney general announced a proposed $1.55 million settlement with Healthline Media, alleging among other things that the publisher shared article titles suggesting a diagnosis, such as “Newly Diagnosed with HIV? Important Things to Know,” with advertisers. The AG described the problem as',
    ],
  },
  {
    type: 'quote',
    text: 'two unexpected uses – targeted advertising and third-party inferences',
    cite: 'California Attorney General’s office, on the Healthline complaint',
  },
  {
    type: 'paragraph',
    content: [
      'No prediction model was involved; the title of the page someone read was enough. The logic reaches further than one case. California’s Confidentiality of Medical Information Act already covers inferred mental-health information, and the best-known retail story about inference, ',
      { text: 'Target’s pregnancy score', href: '/resources/target-pregnancy-prediction-health-advertising' },
      ', is remembered precisely because a prediction felt like an intrusion, even though its famous father-and-daughter anecdote rests on a single unnamed source. An inference carries risk whether it is right, because it reveals something the person never shared, or wrong, because it attaches a condition to someone who doesn’t have it.',
    ],
  },
  { type: 'heading', text: '3. Aggregated, group-level data' },
  {
    type: 'paragraph',
    content: [
      'Aggregated data answers a different question. Instead of asking “does this person have the condition?”, it asks “how common is the condition in this group?” The result describes the group, and no record makes a claim about any member of it. Campaigns can still concentrate spend where a condition is more prevalent, without any individual being scored, labeled or singled out.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Aggregation has its own discipline. Groups have to be large enough and built carefully enough that a group-level figure can’t be traced back to one person. HIPAA’s Safe Harbor threshold of 20,000 people for a three-digit ZIP code and Sweeney’s 87% finding make the same point from two directions: small or highly specific slices of data identify people. Done properly, though, aggregation removes the individual health statement that the first two types depend on.',
    ],
  },
  { type: 'heading', text: 'The legal exposure of each' },
  {
    type: 'list',
    items: [
      [
        { strong: 'Identified:' },
        ' the most clearly regulated. HIPAA inside the healthcare system; Washington’s consent rules, other state health-data laws and the FTC’s rule outside it. Every unauthorized disclosure is a potential violation or breach.',
      ],
      [
        { strong: 'Inferred:' },
        ' high exposure that is easy to miss, because the advertiser may never see the inference. Regulators are now treating diagnosis-suggesting signals as sensitive, and a wrong inference adds reputational harm to legal risk. See ',
        {
          text: 'When State Privacy Laws Go Further Than HIPAA',
          href: '/resources/state-privacy-laws-supersede-hipaa',
        },
        ' for how state laws reach this data.',
      ],
      [
        { strong: 'Aggregated:' },
        ' the lowest exposure, because no individual health statement exists to disclose, provided groups are large enough to prevent re-identification.',
      ],
    ],
  },
  {
    type: 'paragraph',
    content: ['Before you buy a health audience, three questions will tell you which kind it is:'],
  },
  {
    type: 'list',
    ordered: true,
    items: [
      [
        'Does any record in this segment, ours or the vendor’s, say that a specific person has or probably has a condition?',
      ],
      ['If the data was “de-identified,” by which method, and who made the determination?'],
      ['How small can a targetable group get, and what stops a group-level figure from pointing to one person?'],
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Blueprint builds on the third category’s method without fitting it exactly. We place people in random groups and measure only the prevalence of a condition within each group; the audience product uses only pseudonymous identifiers, never names, email addresses, phone numbers or postal addresses, makes no individual health prediction and uses no cookies. But an audience is a list of pseudonymous identifiers, and an identifier’s inclusion in an audience built for a condition can reveal that it belongs to a group where that condition is more common. Those identifiers are personal information under laws such as the CCPA, so opt-outs and other privacy rights apply to them. Our ',
      { text: 'Privacy by Design', href: '/privacy-by-design' },
      ' page explains the method in more detail.',
    ],
  },
  {
    type: 'cta',
    title: 'Which kind of data is in your health audiences?',
    text: 'See how group-level measurement reaches condition audiences with only pseudonymous identifiers and no health prediction about any individual.',
    label: 'Learn about our approach',
    href: '/contact',
  },
] satisfies ArticleBody;
