import type { ArticleBody } from '../types';

export default [
  {
    type: 'paragraph',
    content: [
      'California has just added another layer to its AI rulebook. On Saturday, October 11, AB 489 was signed into law as Chapter 615 of 2025. It bars AI systems from using terms that imply a licensed health professional provided the care or advice, counts each use as a separate violation, and puts enforcement in the hands of the state’s professional licensing boards. It lands less than three weeks after California’s Office of Administrative Law approved the California Privacy Protection Agency’s (CPPA) rules on automated decision-making technology (ADMT), risk assessments and cybersecurity audits. Add the laws already on the books and California now regulates AI in healthcare from several directions at once. Healthcare advertising sits right where those directions meet.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Below we take the pieces one at a time: what each requires, when it starts, and what a marketing team should do about it now.',
    ],
  },
  { type: 'heading', text: 'ADMT and “significant decisions”' },
  {
    type: 'paragraph',
    content: [
      'The CPPA Board adopted its rules on July 24, and the OAL approved them on September 22–23. They take effect on January 1, 2026. The ADMT obligations themselves start later: duties for automated decision-making technology used in “significant decisions,” a category that includes healthcare, begin on January 1, 2027. Keep those two dates apart. The rules are effective in 2026; ADMT compliance is due in 2027. Blurring them leads teams either to panic about the wrong deadline or to relax about the right one.',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/california-ai-regulations-healthcare-advertising-cppa-dates.svg',
    alt: 'Staircase diagram of six dates for the CPPA rules on automated decision-making technology, risk assessments and cybersecurity audits: Board adoption July 24, 2025; Office of Administrative Law approval September 22–23, 2025; rules effective January 1, 2026; ADMT duties for significant decisions, including healthcare, from January 1, 2027; risk assessments for processing that began before 2026 due December 31, 2027; attestations due to the CPPA April 1, 2028. A dashed marker places October 15, 2025 between approval and the effective date.',
    width: 800,
    height: 640,
    caption: 'The CPPA rules arrive in stages. The effective date and the ADMT compliance date are a year apart.',
  },
  {
    type: 'paragraph',
    content: [
      'For marketers, the question is proximity to care. An algorithm that chooses which banner someone sees is a different thing from a system that shapes what healthcare a person is offered, and the ADMT duties are written for decisions like the second. But health marketing tools increasingly sit close to that line. If any automated system in your stack helps decide something about a person’s healthcare, map it now, while there is more than a year before ADMT duties apply.',
    ],
  },
  { type: 'heading', text: 'Risk assessments for selling and sharing data' },
  {
    type: 'paragraph',
    content: [
      'The part of the package that reaches everyday ad tech is the risk-assessment requirement. Risk assessments cover selling or sharing personal information, which describes much of how audience data moves through digital advertising. For processing that began before 2026, assessments are due by December 31, 2027, and businesses must submit attestations to the CPPA by April 1, 2028. Those dates look distant. The data flows they will cover are running today.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'A risk assessment forces the same questions the CCPA’s purpose-limitation rule already asks. Under ',
      {
        text: 'section 7002 of the CCPA regulations',
        href: 'https://www.law.cornell.edu/regulations/california/11-CCR-7002',
      },
      ', each collection and use of personal information must be reasonably necessary and proportionate, and consistent with what a consumer would reasonably expect. Five factors decide what a consumer would expect:',
    ],
  },
  {
    type: 'list',
    items: [
      ['the relationship between the consumer and the business;'],
      ['the type, nature and amount of the personal information;'],
      ['the source of the data and how it was collected;'],
      ['how clear the disclosures to the consumer were; and'],
      ['how apparent the involvement of third parties was.'],
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Run a health-audience pipeline through those five factors and the weak points stand out: data collected in one context and reused in another, sources the consumer has never heard of, third parties the consumer never sees. That is the same logic the attorney general applied to Healthline’s sharing of diagnosis-suggesting article titles, which we covered in ',
      {
        text: 'Surprise! Consumer Expectations Are Now a Legal Standard',
        href: '/resources/surprise-consumer-expectations-are-now-a-legal-standard',
      },
      '.',
    ],
  },
  { type: 'heading', text: 'AB 3030 and AB 489: AI can’t pose as a clinician' },
  {
    type: 'paragraph',
    content: [
      'California has been building this principle for a while. AB 3030, in effect since January 1, 2025, requires that clinical messages generated by AI and sent to patients without human review carry a disclaimer that AI produced them, along with a way to reach a human. AB 489 takes a related idea further: AI may not use terms implying that a licensed health professional is behind the care or advice. Because each use is a separate violation, a misleading label repeated across a busy site or chatbot is not one problem. It is many.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'For marketers, the exposure sits in the front end: chat assistants on condition pages, AI-drafted patient education, and any persona, title or credential attached to automated output. Three steps we’d take this quarter:',
    ],
  },
  {
    type: 'list',
    ordered: true,
    items: [
      ['Inventory every place where AI-generated text reaches a patient or prospective patient.'],
      [
        'Remove names, titles and credentials that suggest a licensed professional is speaking when the output is automated.',
      ],
      [
        'If you support providers who send unreviewed AI-generated clinical messages, confirm they carry the AB 3030 disclaimer and a clear route to a person.',
      ],
    ],
  },
  { type: 'heading', text: 'Training data is now a privacy question' },
  {
    type: 'paragraph',
    content: [
      'Two more California laws pull AI models themselves into privacy territory. AB 2013, effective January 1, 2026, requires developers of generative AI to publish summaries of their training data, including whether it contains personal information. AB 1008 makes clear that personal information can exist in AI systems, so data doesn’t stop being personal because it now lives inside a model. And SB 1223, signed on September 28, 2024, added “neural data” to the CCPA’s definition of sensitive personal information.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'California regulates inferred health data elsewhere too. The Confidentiality of Medical Information Act, as amended by AB 2089 in 2022, treats mental-health apps and websites as providers of health care and covers inferred mental-health data, with a private right of action. Taken together, the message to vendors is plain: if you trained a model on consumer health signals, expect to explain it.',
    ],
  },
  { type: 'heading', text: 'Where group-level data fits' },
  {
    type: 'paragraph',
    content: [
      'Every layer above gets harder as the data gets more individual. An individual health prediction is the thing that can drive a significant decision, the thing a risk assessment has to justify, and the thing that surprises a consumer. Blueprint doesn’t make individual health predictions at all. People are placed in random groups and we measure only the prevalence of a condition within each group, using only pseudonymous identifiers and no personal identifiers. That keeps the list of questions your counsel has to ask about our data short. For the wider state picture, see our ',
      { text: 'map of health privacy laws', href: '/resources/health-privacy-laws-all-over-the-map' },
      ' from last week.',
    ],
  },
  {
    type: 'takeaways',
    title: 'Key takeaways',
    items: [
      [
        'AB 489, signed October 11, bars AI from implying that a licensed health professional provided care or advice, and each use is a separate violation.',
      ],
      [
        'The CPPA’s ADMT, risk-assessment and cybersecurity-audit rules take effect January 1, 2026; ADMT duties for significant decisions, including healthcare, start January 1, 2027.',
      ],
      [
        'Selling or sharing data triggers risk assessments: pre-2026 processing must be assessed by December 31, 2027, with attestations due April 1, 2028.',
      ],
      [
        'Personal information can exist inside AI systems, and generative AI developers must publish training-data summaries from 2026.',
      ],
      ['Audit chat assistants, personas and AI-drafted copy now, before a licensing board does.'],
    ],
  },
  {
    type: 'cta',
    title: 'How do group-level audiences fit California’s AI rules?',
    text: 'See how we measure health prevalence without scoring any individual.',
    label: 'Learn about our approach',
    href: '/contact',
  },
  { type: 'connect' },
  { type: 'authorFooter' },
] satisfies ArticleBody;
