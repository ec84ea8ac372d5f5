import type { ArticleBody } from '../types';

export default [
  {
    type: 'paragraph',
    content: [
      'On July 1, 2025, California’s Attorney General announced a proposed $1.55 million settlement with Healthline Media LLC over its handling of visitor data. What sets the case apart is what it treats as sensitive: not a medical record or a prescription, but the title of an article a person chose to read. For anyone who buys, sells or builds health audiences, that is a line worth noticing early.',
    ],
  },
  { type: 'heading', text: 'A Record Penalty' },
  {
    type: 'paragraph',
    content: [
      'The settlement, filed in San Francisco Superior Court as ',
      { em: 'People v. Healthline Media LLC' },
      ', still needs a judge’s approval. At $1.55 million it is the largest penalty announced under the California Consumer Privacy Act so far, ahead of the $1.2 million Sephora agreed to pay in 2022. The size matters less than the signal: California is now bringing CCPA cases against a health publisher, over the everyday mechanics of ad-supported content.',
    ],
  },
  {
    type: 'editorNote',
    content: [
      'Disney’s $2.75 million CCPA settlement, announced February 11, 2026, is larger than Healthline’s, so Healthline’s penalty is no longer the largest.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'The complaint makes three core allegations. Data allegedly kept flowing to advertising partners after visitors opted out through the “Do Not Sell or Share” link, a Global Privacy Control signal or the cookie banner, affecting about 65,000 Californians. Article titles suggesting a diagnosis were allegedly shared with advertisers. And contracts with ad vendors allegedly lacked terms the CCPA requires. The AG also pleaded California’s Unfair Competition Law.',
    ],
  },
  { type: 'heading', text: 'Inference Is the New Line' },
  {
    type: 'paragraph',
    content: [
      'The examples in the complaint read like any health site’s headlines: “Newly Diagnosed with HIV? Important Things to Know” and “You’ve Been Newly Diagnosed with MS. What’s Next?” Neither names a reader. But a title like that, passed to an advertiser along with data about who is reading it, lets a third party conclude something personal that the reader never disclosed. The AG characterized targeted advertising and third-party inferences as uses a consumer would not expect.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'That framing connects to the CCPA’s purpose-limitation rule, which requires each use of personal information to be “reasonably necessary and proportionate” and consistent with the consumer’s reasonable expectations. Someone reading about a new diagnosis is looking for help. It is hard to argue they expected the visit to feed an ad profile.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'The proposed terms follow from that logic. Healthline would be barred from sharing article titles that suggest a diagnosis, and would have to run a compliance program, monitor how opt-out and limit requests are handled, and review its trackers every year.',
    ],
  },
  { type: 'heading', text: 'Enforcement Momentum' },
  {
    type: 'paragraph',
    content: [
      'Healthline does not stand alone. Over the past few years, regulators have returned again and again to the same pattern: health-related data moving from a consumer-facing service into the advertising or data-broker ecosystem.',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/healthline-case-turning-point-health-advertising-timeline.svg',
    alt: 'Timeline of privacy enforcement involving health-related data, 2022 to 2025: Sephora, $1.2 million CCPA penalty in 2022, the largest before Healthline; GoodRx, $1.5 million FTC penalty in February 2023, the first Health Breach Notification Rule case; BetterHelp, $7.8 million FTC settlement in March 2023 over allegedly shared health-questionnaire answers; X-Mode, January 2024, the FTC’s first ban on a data broker selling sensitive location data; Healthline, $1.55 million proposed CCPA settlement on July 1, 2025, over diagnosis-hinting article titles and other allegations.',
    width: 960,
    height: 400,
    caption: 'A steady run of cases about health-related data reaching advertisers and brokers.',
  },
  {
    type: 'list',
    items: [
      [
        { strong: 'GoodRx (February 2023):' },
        ' a $1.5 million civil penalty, the FTC’s first enforcement of its Health Breach Notification Rule, over allegations that prescription and condition data went to Facebook, Google and Criteo.',
      ],
      [
        { strong: 'BetterHelp (March 2023):' },
        ' $7.8 million over allegations that emails, IP addresses and health-questionnaire answers went to Facebook and Snapchat; about 800,000 consumers received refunds in 2024.',
      ],
      [
        { strong: 'X-Mode/Outlogic (January 2024):' },
        ' the FTC’s first ban on a data broker selling sensitive location data, including visits to medical and reproductive health clinics.',
      ],
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Healthline extends that pattern in one important way. The earlier cases turned on data that was plainly about health: prescriptions, questionnaire answers, clinic visits. Healthline turns on context, the kind of signal many marketers have treated as harmless targeting fuel.',
    ],
  },
  { type: 'heading', text: 'What Changes for Health Advertisers' },
  {
    type: 'list',
    items: [
      ['Contextual and behavioral signals tied to health content deserve the same scrutiny as explicit health data.'],
      ['Opt-outs have to work across every channel a consumer might use, including GPC, and be verified in practice.'],
      ['Vendor contracts are evidence. If the required terms are missing, that becomes part of the case.'],
      [
        'Any audience that depends on guessing an individual’s condition is now carrying enforcement risk, whoever built it.',
      ],
    ],
  },
  {
    type: 'paragraph',
    content: [
      'Blueprint was designed around that last point. We place people in random groups and measure only the prevalence of a condition in each group, so no individual health prediction is ever made, and the audience carries only pseudonymous identifiers, no personal ones. Read more about ',
      { text: 'our privacy-by-design approach', href: '/privacy-by-design' },
      '.',
    ],
  },
  {
    type: 'cta',
    title: 'Want to talk through what Healthline means for your campaigns?',
    label: 'Book a meeting',
    href: 'booking',
  },
] satisfies ArticleBody;
