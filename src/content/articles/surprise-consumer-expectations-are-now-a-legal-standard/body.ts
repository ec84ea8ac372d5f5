import type { ArticleBody } from '../types';

export default [
  {
    type: 'paragraph',
    content: [
      'Every marketer knows the feeling: an ad that seems to know too much. For years that reaction was treated as a brand problem: uncomfortable, sometimes embarrassing, but a matter of taste. California has changed that. Under the regulations implementing the California Consumer Privacy Act, whether a business may use personal information depends in part on what the consumer would reasonably expect. On July 1, 2025, the state’s proposed settlement with Healthline Media showed what happens when a health publisher’s data use falls outside those expectations. Surprise is no longer just a reputational risk; it is part of the legal test.',
    ],
  },
  { type: 'heading', text: 'What §7002 says' },
  {
    type: 'paragraph',
    content: [
      'Section 7002 of the CCPA regulations (California Code of Regulations, title 11) sets two linked requirements. First, each collection or use of personal information must be “reasonably necessary and proportionate” to achieve its purpose. Second, that purpose must be consistent with the consumer’s ',
      { em: 'reasonable expectations' },
      '. A disclosure buried in a privacy policy does not settle the question on its own. The regulation asks what a reasonable consumer in that relationship would actually anticipate.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'For health marketers, that moves the compliance question from “did we disclose it?” to “would the person be surprised by it?” — and it makes the answer something a regulator can examine, factor by factor.',
    ],
  },
  { type: 'heading', text: 'The five factors' },
  {
    type: 'paragraph',
    content: ['The regulation names five factors for judging what a consumer would reasonably expect:'],
  },
  {
    type: 'list',
    ordered: true,
    items: [
      [
        { strong: 'The relationship between the consumer and the business. ' },
        'A reader of a health website expects the site to show them articles, not to tell advertisers what they read.',
      ],
      [
        { strong: 'The type, nature and amount of personal information. ' },
        'Health-related data, and especially anything that points to a diagnosis, raises the bar.',
      ],
      [
        { strong: 'The source of the data and how it was collected. ' },
        'Information a person typed into a form differs from information silently captured by a tag or inferred from behavior.',
      ],
      [
        { strong: 'How clear the disclosures are. ' },
        'Specific, prominent explanations shape expectations; vague boilerplate does much less.',
      ],
      [
        { strong: 'How apparent third-party involvement is. ' },
        'If the consumer can’t see that advertisers or data partners are involved, they are unlikely to expect their data to reach them.',
      ],
    ],
  },
  {
    type: 'image',
    src: '/images/articles/surprise-consumer-expectations-are-now-a-legal-standard-five-factors.svg',
    alt: 'Diagram of the five reasonable-expectation factors in California’s CCPA regulation §7002, arranged around one question, “Would the consumer reasonably expect this use?”: 1, the relationship between consumer and business; 2, the type, nature and amount of data; 3, the source and method of collection; 4, how clear the disclosures are; 5, how apparent third-party involvement is. A footer notes that every use must also be reasonably necessary and proportionate.',
    width: 800,
    height: 480,
    caption: 'The five factors California uses to judge a consumer’s reasonable expectations.',
  },
  { type: 'heading', text: 'Healthline as test case' },
  {
    type: 'paragraph',
    content: [
      'On July 1, 2025, California Attorney General Rob Bonta announced a proposed $1.55 million settlement with Healthline Media LLC, subject to court approval. Among the allegations was a purpose-limitation breach: article titles that hint at a diagnosis were shared with advertisers. The examples the state cited included “Newly Diagnosed with HIV? Important Things to Know” and “You’ve Been Newly Diagnosed with MS. What’s Next?” The attorney general described the problem as two uses a reader would not anticipate:',
    ],
  },
  {
    type: 'quote',
    text: 'two unexpected uses – targeted advertising and third-party inferences',
    cite: 'California Attorney General, Healthline settlement announcement, July 2025',
  },
  {
    type: 'paragraph',
    content: [
      'Run those facts through the five factors and the state’s reasoning is easy to follow. The relationship was editorial. The data pointed to a diagnosis. It came from the pages people read, not from anything they chose to tell advertisers. And a reader had little reason to picture advertising partners on the receiving end. The state also alleged that opt-outs did not stop data flowing to ad partners, and that contracts with ad vendors lacked terms the CCPA requires. Greenberg Traurig has called the case the first U.S. privacy fine for disclosing ',
      { em: 'inferred' },
      ' sensitive information. At $1.55 million, it is also the largest CCPA penalty to date, above Sephora’s $1.2 million in 2022.',
    ],
  },
  {
    type: 'editorNote',
    content: [
      'On February 11, 2026, California’s attorney general announced a $2.75 million CCPA settlement with Disney, a larger penalty than Healthline’s, so Healthline’s is no longer the largest.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'The settlement terms show how California expects the principle to be applied: a ban on sharing article titles that suggest a diagnosis, a compliance program, monitoring of opt-out and limit requests, and an annual review of trackers.',
    ],
  },
  { type: 'heading', text: 'From “creepy” to unlawful' },
  {
    type: 'paragraph',
    content: [
      'One of marketing’s best-known “creepy” stories comes from Target. In a February 2012 ',
      { em: 'New York Times Magazine' },
      ' article, “How Companies Learn Your Secrets,” Charles Duhigg reported that Andrew Pole, a statistician who joined Target in 2002, identified about 25 products whose purchase patterns produced a “pregnancy prediction” score and an estimated due date. The article also recounts the story of a Minneapolis-area father who complained, in the early 2000s, that Target was mailing crib coupons to his high-school daughter, then learned she was due in August. That anecdote rests on a single unnamed employee source, so treat it as illustrative rather than established. The mechanism the article describes, though, is exactly what §7002 is written to catch: an inference about health that few shoppers would expect a retailer to make.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Federal enforcement has followed the same logic. In March 2023 the Federal Trade Commission announced a $7.8 million action against BetterHelp, which allegedly sent email addresses, IP addresses and answers to a health questionnaire to Facebook and Snapchat. About 800,000 consumers received refunds in 2024. People answering a health questionnaire had no reason to expect advertising platforms to see their answers.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Washington state went further and wrote expectations into the consent rules. Its My Health My Data Act, in force since March 31, 2024, covers consumer health data outside HIPAA, requires separate consent to collect it and to share it, bans geofencing, and lets consumers sue through the state’s Consumer Protection Act. Where California asks what a consumer would expect, Washington requires the business to ask the consumer directly.',
    ],
  },
  { type: 'heading', text: 'What health marketers should do now' },
  {
    type: 'list',
    items: [
      [
        'Apply the surprise test to every data flow: if a reader, patient or shopper would be surprised to learn where their data went, treat that as a legal risk, not only a brand risk.',
      ],
      [
        'Audit what your tags send. Page titles, URLs and content categories on health pages can reveal a condition as clearly as a form field.',
      ],
      [
        'Make third parties visible. If partners receive data, the disclosure should say so plainly, where people will see it.',
      ],
      [
        'Prefer audiences that don’t infer anything about an individual. Blueprint places people in random groups and measures only group-level prevalence, so no person is assigned a health prediction — the kind of inference consumers don’t expect. Read ',
        { text: 'how we approach privacy by design', href: '/privacy-by-design' },
        '.',
      ],
    ],
  },
  {
    type: 'cta',
    title: 'Would your audiences pass the surprise test?',
    text: 'Talk to our team about health audiences built from group-level prevalence, and weigh them against the five factors yourself.',
    label: 'Get in Touch',
    href: '/contact',
  },
] satisfies ArticleBody;
