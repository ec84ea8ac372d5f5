import type { ArticleBody } from '../types';

export { default as meta } from './meta?article-page';

export default [
  {
    type: 'paragraph',
    content: [
      'Between July and September 2025, the rules of healthcare advertising moved quickly. This episode is a conversation about four of those changes: California’s Healthline settlement, the joint Global Privacy Control sweep, the California Privacy Protection Agency’s new rules on automated decision-making and Colorado’s delayed AI Act. It also covers Washington’s My Health My Data Act, which already requires separate consent to collect and to share consumer health data. For each, we look at what it means for healthcare marketers, agencies and media buyers planning for 2026. Press play below, or read the summary and takeaways first.',
    ],
  },
  {
    type: 'podcast',
    title: 'Navigating the New Rules of Healthcare Advertising',
    runtime: '40:50',
    embedUrl: 'https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk',
    externalUrl: 'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk',
    externalLabel: 'Listen on Spotify',
  },
  { type: 'heading', text: 'Episode summary' },
  {
    type: 'paragraph',
    content: [
      'The common thread is that the rules for health advertising no longer live mainly in HIPAA. They live in state privacy statutes, in regulations from California’s privacy agency and in enforcement actions that treat everyday ad-tech plumbing — opt-out links, browser signals, tracking tags — as legal questions. The episode looks at what regulators now expect: that the choices a consumer makes are honored in practice, not just recorded, and that sensitive inferences about health stay out of the ad stack.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'The dates matter as much as the rules. Some of these developments are already enforceable; others, like California’s risk-assessment and automated decision-making duties, arrive in stages over the next three years. Knowing which date applies to which obligation is half of the planning work, so the key moments are set out below.',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/navigating-new-rules-healthcare-advertising-timeline.svg',
    alt: 'Timeline of five 2025 milestones: July 1, California announces the Healthline settlement; July 24, the CPPA Board adopts its automated decision-making rules; August 28, Colorado signs the bill delaying its AI Act; September 9, regulators in California, Colorado and Connecticut announce a joint GPC sweep; late September, California’s Office of Administrative Law approves the CPPA rules (reported as September 22 or 23). Below, upcoming dates: January 1, 2026, CPPA rules take effect; January 1, 2027, ADMT duties begin.',
    width: 800,
    height: 440,
    caption: 'Summer 2025 in five dates, and the two California deadlines that follow.',
  },
  { type: 'heading', text: 'Key regulatory moments' },
  {
    type: 'list',
    items: [
      [
        { strong: 'Healthline (July 1, 2025). ' },
        'California Attorney General Rob Bonta announced a proposed $1.55 million settlement with Healthline Media LLC, filed in San Francisco Superior Court as ',
        { em: 'People v. Healthline Media LLC' },
        ' and subject to court approval. The state alleged that data kept flowing to ad partners after consumers opted out, and that article titles suggesting a diagnosis were shared with advertisers.',
      ],
      [
        { strong: 'The GPC sweep (September 9, 2025). ' },
        'The California Privacy Protection Agency (CPPA) and the attorneys general of California, Colorado and Connecticut announced a joint investigative sweep on Global Privacy Control, sending letters to businesses that were not honoring the browser signal.',
      ],
      [
        { strong: 'California’s ADMT, risk-assessment and cybersecurity-audit rules. ' },
        'The CPPA Board adopted them on July 24, 2025, and the Office of Administrative Law approved them this week. The rules take effect January 1, 2026. Duties for automated decision-making technology used in “significant decisions,” healthcare included, start January 1, 2027. Risk assessments cover selling or sharing personal information; assessments for processing that began before 2026 are due by December 31, 2027, with attestations to the CPPA by April 1, 2028.',
      ],
      [
        { strong: 'Colorado’s AI Act, delayed (August 28, 2025). ' },
        'In a special session, Colorado passed SB 25B-004, moving the effective date of its AI Act (SB 24-205) from February 1, 2026 to June 30, 2026 without changing its substance. The law covers high-risk AI that is a substantial factor in consequential decisions, health-care services included, and requires deployers to run a risk program, complete annual impact assessments and give consumers notice. The attorney general enforces it exclusively.',
      ],
      [
        { strong: 'Washington’s My Health My Data Act (in force since March 31, 2024). ' },
        'Signed April 27, 2023, the law took effect March 31, 2024 (June 30, 2024 for small businesses). It covers consumer health data that HIPAA does not, requires separate consent to collect and to share it, bans geofencing, and gives consumers a private right of action through Washington’s Consumer Protection Act.',
      ],
    ],
  },
  {
    type: 'editorNote',
    date: '2026-06-01',
    content: [
      'In May 2026 Colorado repealed and replaced its AI Act with a new law that takes effect January 1, 2027. The June 30, 2026 date described on this page no longer applies.',
    ],
  },
  {
    type: 'takeaways',
    title: 'Listener takeaways',
    items: [
      [
        'Test every opt-out path end to end — the “Do Not Sell or Share” link, the cookie banner and the GPC signal — and confirm that data actually stops flowing to ad partners. Recording a choice is not the same as honoring it.',
      ],
      [
        'Treat content context as health data. If a page title or category suggests a diagnosis, passing it to advertisers can be an unexpected use, whatever the data looks like in a tag.',
      ],
      [
        'Separate California’s dates: the CPPA rules take effect January 1, 2026, but ADMT duties for significant decisions start January 1, 2027. Start the inventory of tools and data sharing now.',
      ],
      [
        'If you reach people in Washington, plan for separate consent to collect and to share consumer health data, and drop any geofencing around health locations.',
      ],
      [
        'The simplest way to lower exposure under most of these rules is to stop depending on personal data. Audiences built from group-level measurement, with no personal identifiers, leave much less to opt out of — see ',
        { text: 'how Blueprint approaches privacy by design', href: '/privacy-by-design' },
        '.',
      ],
    ],
  },
  {
    type: 'paragraph',
    content: [
      'For a deeper look at opt-outs and GPC, read our ',
      { text: 'analysis of privacy-first marketing strategies', href: '/resources/privacy-first-marketing-strategies' },
      '; for how HIPAA and state law fit together, watch ',
      { text: 'the Red Clover podcast episode', href: '/resources/red-clover-healthcare-advertising-podcast' },
      '.',
    ],
  },
  {
    type: 'cta',
    title: 'Planning your 2026 health campaigns?',
    text: 'We can help you map these rules to your media plan and audience sources.',
    label: 'Get expert guidance',
    href: '/contact',
  },
] satisfies ArticleBody;
