import type { ArticleBody } from '../types';

// Sources, by the names the comments below use:
//   CPPA ADMT rules: https://mofo.com/resources/insights/251007-ccpa-regulations…; https://fpf.org/resource/fpf-releases-issue-brief…
//   AB 3030: https://mondaq.com/…/1559154
//   AB 2013: https://ailawsbystate.com/blog/california-ai-laws-2026-complete-guide
//   AB 489: https://negotiatethefuture.org/policy-tracker/CA/2025/AB489
//   Connecticut SB 1295: https://insideprivacy.com/state-privacy/connecticut-legislature-amends…; https://natlawreview.com/article/connecticut-amends…
//   Colorado AI Act: https://dataprivacy.foxrothschild.com/2024/05/…; https://simbo.ai/…
//   Colorado delay: https://govtech.com/artificial-intelligence/colorado-passes-bill-amending…; https://leg.colorado.gov/bills/sb25b-004
//   Colorado repeal: https://ailegaljournal.com/2026/05/colorado-repeals-and-replaces-the-colorado-ai-act; https://efros.com/research/state-ai-law-tracker/colorado; https://dglaw.com/what-to-know-about-colorados-repeal-and-replacement…
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  // CPPA ADMT rules (January 1, 2026; ADMT duties a year later), Colorado delay (June 30, 2026), Connecticut SB 1295 (July 1, 2026), AB 489 (AB 489)
  {
    type: 'paragraph',
    content: [
      'Until now, most AI rules for healthcare have been on the horizon. In 2026 they become deadlines. California’s new rules on risk assessments and automated decision-making take effect on January 1, though the automated-decision duties themselves start a year later. Colorado’s AI Act follows at the end of June. Connecticut’s expanded privacy law arrives on July 1, with new categories of sensitive data. And California has enacted a law that bars AI from implying a licensed clinician is behind its advice. None of these laws was written with advertising as its main target, but each one reaches tools and data that health marketers use every day: models that choose who sees an offer, chatbots that answer product questions, and the data pipelines that feed both.',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/ai-health-advertising-regulatory-storm-2026-timeline.svg',
    // AB 3030 (January 1, 2025), AB 489 (October 11, 2025), CPPA ADMT rules and AB 2013 (January 1, 2026), Colorado delay (June 30, 2026), Connecticut SB 1295 (July 1, 2026),
    // CPPA ADMT rules (January 1, 2027; December 31, 2027; April 1, 2028)
    alt: 'Timeline as of November 2025: California AB 3030 (January 1, 2025); AB 489 signed (October 11, 2025); CPPA rules and AB 2013 take effect (January 1, 2026); Colorado AI Act effective date (June 30, 2026); Connecticut SB 1295 amendments (July 1, 2026); CPPA ADMT duties begin (January 1, 2027); pre-2026 risk assessments due (December 31, 2027); attestations due to the CPPA (April 1, 2028).',
    width: 880,
    height: 440,
    caption: 'Key dates as of November 2025 (not to scale).',
  },
  // Colorado delay
  { type: 'heading', text: 'Colorado’s June 30, 2026 date' },
  // Colorado AI Act (SB 24-205, May 17, 2024; high-risk AI; health care; duties; AG only), Colorado delay (SB 25B-004, August 28, 2025; February 1 to June 30, 2026)
  {
    type: 'paragraph',
    content: [
      'Colorado’s SB 24-205, signed May 17, 2024, regulates “high-risk” AI systems: those that are a substantial factor in a consequential decision, and the law lists health-care services among those decisions. Companies that deploy such systems must run a risk-management program, complete impact assessments every year and give consumers notice. Only the attorney general can enforce it. In a special session in August, the legislature passed SB 25B-004, signed August 28, 2025, which moves the effective date from February 1, 2026 to June 30, 2026. It doesn’t change what the law requires.',
    ],
  },
  // Colorado repeal (repeal and replacement signed May 14, 2026; effective January 1, 2027)
  {
    type: 'editorNote',
    content: [
      'Since this article was published, Colorado repealed and replaced its AI Act in May 2026. The replacement law’s effective date is January 1, 2027, so the June 30, 2026 date in this article no longer applies.',
    ],
  },
  // Colorado AI Act (consequential decisions include health-care services)
  {
    type: 'paragraph',
    content: [
      'Most ad-targeting models don’t decide whether someone receives care, but in healthcare the line is closer than it looks. A model that decides which patients are offered a program, or who hears about a financial-assistance option, can start to look like a factor in access to health-care services. If you deploy AI near those decisions, have counsel review it against Colorado’s definition now, while there is time to build an impact assessment.',
    ],
  },
  { type: 'heading', text: 'California’s ADMT rules' },
  // CPPA ADMT rules (July 24, 2025; OAL September 22/23; January 1, 2026)
  {
    type: 'paragraph',
    content: [
      'The California Privacy Protection Agency’s board adopted rules on automated decision-making technology (ADMT), risk assessments and cybersecurity audits on July 24, 2025. The Office of Administrative Law approved them in late September, and they take effect January 1, 2026. The dates are easy to merge by mistake:',
    ],
  },
  // CPPA ADMT rules (every date in this list)
  {
    type: 'list',
    items: [
      [
        { strong: 'January 1, 2026:' },
        ' the rules take effect, including the risk-assessment framework. Selling or sharing personal information is one of the activities that calls for an assessment, which brings most advertising data flows in scope.',
      ],
      [
        { strong: 'January 1, 2027:' },
        ' the ADMT duties begin for “significant decisions,” a category that includes healthcare.',
      ],
      [
        { strong: 'December 31, 2027 and April 1, 2028:' },
        ' assessments for processing that began before 2026 are due by the end of 2027, and attestations go to the CPPA by April 1, 2028.',
      ],
    ],
  },
  // AB 2013 (AB 2013, January 1, 2026)
  {
    type: 'paragraph',
    content: [
      'A second California law also starts in January. AB 2013 requires developers of generative AI to publish summaries of their training data, including whether that data contains personal information. If a vendor’s model writes your copy or builds your segments, its training-data summary is a document your compliance team will want to read. We cover the California picture in more detail in ',
      {
        text: 'California’s AI Rules and Healthcare Advertising',
        href: '/resources/california-ai-regulations-healthcare-advertising',
      },
      '.',
    ],
  },
  { type: 'heading', text: 'AI can’t pose as a clinician' },
  // AB 3030 (AB 3030, January 1, 2025), AB 489 (AB 489, October 11, 2025; per-use violations; licensing boards)
  {
    type: 'paragraph',
    content: [
      'California has already set rules for how AI talks to patients. Since January 1, 2025, AB 3030 has required that clinical messages to patients written by generative AI, and not reviewed by a licensed provider, carry a disclaimer that AI produced them and tell the patient how to reach a human. AB 489, signed October 11, 2025, goes further: AI may not use terms that suggest a licensed health professional provided the care or advice. Each use counts as a separate violation, and the state’s professional licensing boards enforce it.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'For marketers, the exposure sits where brand voice and clinical voice blur: symptom checkers on a brand site, chat assistants that answer treatment questions, AI-written copy in the persona of a nurse or a doctor. Each can suggest a professional is speaking when none is. Review the names, titles and phrasing your AI tools use before a licensing board does.',
    ],
  },
  // Connecticut SB 1295
  { type: 'heading', text: 'Connecticut’s 2026 amendments' },
  // Connecticut SB 1295 (June 24, 2025; July 1, 2026; 35,000; neural and disability data; consent to sell)
  {
    type: 'paragraph',
    content: [
      'Connecticut’s SB 1295, signed June 24, 2025, matters here because it changes the data AI runs on. From July 1, 2026 the coverage threshold of the state’s privacy law drops to 35,000 consumers, and anyone who processes sensitive data is covered regardless of volume. Neural data and disability data become sensitive categories, and selling sensitive data requires consent. A model trained on or targeting with health-adjacent data about Connecticut residents may need a consent basis it doesn’t have today. For how Connecticut fits with the other states, see ',
      { text: 'Health Privacy Laws Are All Over the Map', href: '/resources/health-privacy-laws-all-over-the-map' },
      '.',
    ],
  },
  { type: 'heading', text: 'What marketers should audit now' },
  // CPPA ADMT rules (the January 2026 effective date)
  {
    type: 'paragraph',
    content: [
      'The common thread in these laws is that regulators want to see how an automated system reaches its conclusions about people, especially about their health. The simplest way to reduce that exposure is to use fewer systems that reach conclusions about individuals at all. Before the January 2026 deadlines arrive:',
    ],
  },
  // Colorado AI Act, CPPA ADMT rules, AB 2013, AB 489, Connecticut SB 1295 (the rules each check answers to)
  {
    type: 'list',
    ordered: true,
    items: [
      [
        'Inventory every model, chatbot and generative tool in your marketing stack, including those inside vendor platforms.',
      ],
      [
        'Flag any that touch decisions about access to care, programs or services, and route them to counsel under Colorado’s and California’s definitions.',
      ],
      [
        'List every flow where you sell or share personal information, and start the risk assessments the CPPA rules call for.',
      ],
      ['Ask each generative AI vendor for its training-data summary and whether personal information was included.'],
      ['Check AI-written copy and chat personas for titles or phrasing that imply a licensed professional.'],
      [
        'Identify data on Connecticut residents that will count as sensitive from July 1, 2026, and confirm you have consent to sell it.',
      ],
    ],
  },
  // The company's own product claims (docs/requirements.md)
  {
    type: 'paragraph',
    content: [
      'Blueprint was designed to keep this list short. People are placed in random groups, and only the prevalence of a condition within each group is measured. No model scores an individual, no individual health prediction is made, and the audience product uses no personal identifiers, only pseudonymous ones. That doesn’t remove every obligation in this article: no model draws a conclusion about any one person’s health, but the pseudonymous identifiers are still personal information, and an identifier’s inclusion in an audience built for a condition can reveal that it belongs to a group where that condition is more common. Read more about ',
      { text: 'how we design for privacy', href: '/privacy-by-design' },
      '.',
    ],
  },
  {
    type: 'cta',
    title: 'Want fewer AI questions in your 2026 audience plan?',
    text: 'Talk with us about group-level audiences, where no model draws a health conclusion about any individual.',
    label: 'Reach Out Here',
    href: '/contact',
  },
] satisfies ArticleBody;
