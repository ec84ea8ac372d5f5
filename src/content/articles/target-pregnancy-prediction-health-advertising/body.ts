import type { ArticleBody } from '../types';

export default [
  {
    type: 'paragraph',
    content: [
      'Sooner or later, someone in a planning meeting retells the story of the retailer that worked out a teenager was pregnant before her father did. It is usually offered as proof of what data can do. Health advertisers should hear it differently: as a warning about what data should not be asked to do. Since the story became famous, regulators have moved the same worry out of the realm of etiquette and into the language of privacy law.',
    ],
  },
  { type: 'heading', text: 'How Target Knew' },
  {
    type: 'paragraph',
    content: [
      'The account comes from Charles Duhigg’s February 2012 ',
      { em: 'New York Times Magazine' },
      ' article, “How Companies Learn Your Secrets.” Duhigg described the work of Andrew Pole, a statistician who joined Target in 2002. By studying purchase histories, Pole identified about 25 products whose combined pattern let the retailer give shoppers a “pregnancy prediction” score and even estimate a due date.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Notice what the inputs were not. There was no medical record, no diagnosis, no form on which anyone said they were expecting. The model took ordinary receipts and turned them into a conclusion about a specific customer’s body, a customer the company could then reach by mail. The commercial appeal is obvious to anyone who has planned a life-stage campaign: reach people at a turning point and you may shape their habits for years.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Then comes the anecdote everyone remembers. A father in the Minneapolis area complained that his daughter, still in high school, was being sent coupons for cribs. He later learned that she was due in August. The story spread because it captured, in one scene, a company knowing something intimate that a person had not chosen to share.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'One caution before drawing lessons from it. As critics have pointed out, the father story rests on a single unnamed employee source. Duhigg’s article also gives no year for the episode; the most that can fairly be said is that it dates from the early 2000s. We treat it the way careful readers do: as a parable about inference, not as a documented case study. The parable still holds, because what made it unsettling was never the coupon. It was the unrequested conclusion behind it.',
    ],
  },
  { type: 'heading', text: 'Why It Still Matters Today' },
  {
    type: 'paragraph',
    content: [
      'Few health marketers would build a pregnancy score. Many, though, buy something that works the same way: a predictive or lookalike audience that labels individuals as likely to have a condition based on their browsing, purchases, location or app activity. The vendor calls it modeling. To a regulator, and to the person on the receiving end of the ad, it is an inference about an individual’s health. That is where compliance and reputational exposure now sit.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'California shows the direction of travel. Its CCPA regulations require every collection and use of personal information to be “reasonably necessary and proportionate,” and the purpose has to be consistent with what the consumer would reasonably expect. Those expectations are judged by five factors:',
    ],
  },
  {
    type: 'list',
    items: [
      ['the relationship between the consumer and the business;'],
      ['the type, nature and amount of personal information involved;'],
      ['the source of the information and the method used to collect it;'],
      ['how clearly the use was disclosed to the consumer; and'],
      ['how apparent the involvement of third parties was.'],
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Run a purchase-based health score through that test and it struggles at nearly every step. A shopping relationship does not suggest health profiling. Receipts for everyday goods were not collected to reveal a medical condition. And it is hard to imagine a shopper reading a loyalty program’s terms and expecting a due date to be calculated about them. Lookalike models built on browsing or app data raise the same questions, usually with even more third parties involved.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Inference is already the subject of enforcement. On July 1, 2025, California’s Attorney General announced a proposed $1.55 million settlement with Healthline Media. Among other things, the complaint alleged that the publisher shared article titles suggesting a diagnosis, such as one addressed to readers newly diagnosed with HIV, with advertisers. The AG described targeted advertising and third-party inferences as uses consumers would not expect. No prediction model was needed; the title of the article someone read was enough. We cover the case in detail in ',
      {
        text: 'The Healthline Case: What Healthcare Marketers Must Know',
        href: '/resources/healthline-case-healthcare-marketers',
      },
      '.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Outside California, Washington’s My Health My Data Act has been in effect since March 31, 2024. It covers consumer health data that falls outside HIPAA, requires separate consent both to collect that data and to share it, bans geofencing, and lets consumers sue through the state’s Consumer Protection Act. A health signal derived from shopping or browsing is the kind of non-HIPAA data a law like this is meant to reach.',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/target-pregnancy-prediction-health-advertising-two-models.svg',
    alt: 'Side-by-side comparison. Left, an individual prediction: personal signals such as purchases, browsing and location feed a model that assigns each named person a health score, creating an inference about that person. Right, group-level measurement: people are placed in random groups, only each group’s prevalence of a condition is measured, and no individual is scored or identified.',
    width: 880,
    height: 440,
    caption: 'Two ways to find a health audience. Only one of them produces a conclusion about a person.',
  },
  {
    type: 'paragraph',
    content: [
      'Then there is the risk no statute fully captures. The Target story has circulated for more than a decade because it names a feeling consumers recognize: being known too well by a brand they never told anything to. When a lookalike audience puts an ad for a condition in front of someone who has not disclosed it, or in front of the people who share their screen, the reaction lands on the brand, the agency and the media buyer alike. Before activating any health audience, it is worth asking:',
    ],
  },
  {
    type: 'list',
    items: [
      ['Can we explain, in a sentence or two, how a person ended up in this audience?'],
      ['Would that person think the explanation was reasonable if they read it?'],
      ['Does any record, ours or a vendor’s, state that a specific individual has or probably has a condition?'],
      ['If a regulator asked what the audience reveals about an individual, could the vendor answer clearly?'],
    ],
  },
  { type: 'heading', text: 'Final Thought' },
  {
    type: 'paragraph',
    content: [
      'The lesson of the pregnancy score is not that prediction is powerful. It is that predictions about individuals create a liability the marketer does not control and often cannot see, because it lives inside someone else’s model. The better standard is simpler: use audiences you can explain, and test each use against what consumers would reasonably expect.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Blueprint’s audiences are built to be explained in a sentence. People are placed in random groups and we measure only the prevalence of a condition within each group. No one is scored, no individual health prediction is made, only pseudonymous identifiers are used, never names, email addresses, phone numbers or postal addresses, and the audience product relies on no cookies. Those identifiers are still personal information, so opt-outs and other privacy rights apply to them. Campaigns can still concentrate where a condition is more common; nobody has to know, or guess, who has it. Read more about ',
      { text: 'how we design for privacy', href: '/privacy-by-design' },
      '.',
    ],
  },
  {
    type: 'cta',
    title: 'Ready to rethink your audience strategy?',
    text: 'Talk with our team about health audiences you can explain to a client, a regulator and a patient.',
    label: 'Schedule a consultation',
    href: '/contact',
  },
] satisfies ArticleBody;
