import type { ArticleBody } from '../types';

// Blueprint's notes on the topics of an episode nobody here has heard: every number, date and name
// carries the name of its source, listed below; what the recording says is an awaiting fact.
// Sources, by the names the comments below use:
//   Healthline settlement: https://nhada.com/news/1.55-million-ccpa-settlement…; https://globalpolicywatch.com/2025/07/…
//   Healthline opt-outs: https://paubox.com/blog/california-ag-secures-record…; https://technologylaw.fkks.com/post/102kqsd
//   Healthline titles: https://natlawreview.com/article/california-ag-reaches-record-155-million…; https://connectontech.bakermckenzie.com/4-for-4…
//   CPPA ADMT rules: https://mofo.com/resources/insights/251007-ccpa-regulations…; https://fpf.org/resource/fpf-releases-issue-brief…
//   Washington MHMDA: https://datamatters.sidley.com/2023/05/03/…; https://huntonprivacyblog.com/2023/04/20/…
//   GPC sweep: https://crowell.com/…/no-opt-out-for-state-data-privacy-compliance…; https://einpresswire.com/article/847567902
//   Colorado AI Act: https://dataprivacy.foxrothschild.com/2024/05/…; https://simbo.ai/…
//   Colorado delay: https://govtech.com/artificial-intelligence/colorado-passes-bill-amending…; https://leg.colorado.gov/bills/sb25b-004
//   Colorado repeal: https://ailegaljournal.com/2026/05/colorado-repeals-and-replaces-the-colorado-ai-act; https://efros.com/research/state-ai-law-tracker/colorado; https://dglaw.com/what-to-know-about-colorados-repeal-and-replacement…
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  {
    type: 'paragraph',
    content: [
      // Healthline settlement (July 1), Colorado delay (Aug 28), GPC sweep (Sept 9), CPPA ADMT rules (OAL approval Sept 22/23), Washington MHMDA.
      'Between July and September 2025 the rules of healthcare advertising moved quickly. These are Blueprint’s notes on four of those changes (California’s Healthline settlement, the joint Global Privacy Control sweep, the California Privacy Protection Agency’s automated decision-making rules and Colorado’s delayed AI Act) and on Washington’s My Health My Data Act, already in force. They set out the public record and what we take from it: our reading of the topics, not a summary of the recording.',
    ],
  },
  {
    type: 'podcast',
    title: 'Navigating the New Rules of Healthcare Advertising',
    summary: { value: 'Description to be confirmed.', status: 'awaiting' },
    guests: { value: 'To be confirmed', status: 'awaiting' },
    runtime: { value: '40:50', status: 'confirmed', source: 'docs/requirements.md' },
    media: 'audio',
    embedUrl: {
      value: 'https://example.com/podcast-player/navigating-new-rules-healthcare-advertising',
      status: 'awaiting',
    },
    externalUrl: {
      value: 'https://example.com/podcast/navigating-new-rules-healthcare-advertising',
      status: 'awaiting',
    },
    externalLabel: 'Listen to the episode',
  },
  { type: 'heading', text: 'The common thread' },
  {
    type: 'paragraph',
    content: [
      // CPPA ADMT rules: duties from Jan 1, 2026 to the attestations of Apr 1, 2028 ("the next three years").
      'The rules for health advertising no longer live mainly in HIPAA. They live in state privacy statutes, in regulations from California’s privacy agency and in enforcement actions that treat everyday ad-tech plumbing (opt-out links, browser signals, tracking tags) as legal questions. Regulators expect a consumer’s choices to be honored in practice, not just recorded, and sensitive inferences about health to stay out of the ad stack. The dates matter as much as the rules: some duties are enforceable now, others arrive in stages over the next three years.',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/navigating-new-rules-healthcare-advertising-timeline.svg',
    // Healthline settlement (July 1), CPPA ADMT rules (July 24; OAL Sept 22/23; Jan 1, 2026; Jan 1, 2027), Colorado delay (Aug 28), GPC sweep (Sept 9).
    alt: 'Timeline of five 2025 milestones from July 1 to late September (the Healthline settlement, the CPPA Board’s vote, Colorado’s delay, the GPC sweep and the rules’ approval), then the California dates of January 1, 2026 and January 1, 2027. Each is set out in the list below.',
    width: 800,
    height: 440,
    caption: 'Summer 2025 in five dates, and the two California deadlines that follow.',
  },
  { type: 'heading', text: 'Key regulatory moments' },
  {
    type: 'list',
    items: [
      [
        // Healthline settlement: July 1, 2025; Rob Bonta; $1.55M; the case name and court. Healthline opt-outs, Healthline titles: the two allegations.
        { strong: 'Healthline (July 1, 2025). ' },
        'California Attorney General Rob Bonta announced a proposed $1.55 million settlement with Healthline Media LLC, filed in San Francisco Superior Court as ',
        { em: 'People v. Healthline Media LLC' },
        ' and subject to court approval. The state alleged that data kept flowing to ad partners after consumers opted out, and that article titles suggesting a diagnosis were shared with advertisers.',
      ],
      [
        // GPC sweep: September 9, 2025; the CPPA and the AGs of California, Colorado and Connecticut.
        { strong: 'The GPC sweep (September 9, 2025). ' },
        'The California Privacy Protection Agency (CPPA) and the attorneys general of California, Colorado and Connecticut announced a joint investigative sweep on Global Privacy Control, sending letters to businesses that were not honoring the browser signal.',
      ],
      [
        // CPPA ADMT rules: adopted July 24, 2025; OAL approval Sept 22/23; effective Jan 1, 2026; ADMT Jan 1, 2027;
        // pre-2026 assessments by Dec 31, 2027; attestations by Apr 1, 2028.
        { strong: 'California’s ADMT, risk-assessment and cybersecurity-audit rules. ' },
        'The CPPA Board adopted them on July 24, 2025, and the Office of Administrative Law approved them in late September (reported as September 22 or 23). The rules take effect January 1, 2026. Duties for automated decision-making technology used in “significant decisions,” healthcare included, start January 1, 2027. Risk assessments cover selling or sharing personal information; assessments for processing that began before 2026 are due by December 31, 2027, with attestations to the CPPA by April 1, 2028.',
      ],
      [
        // Colorado delay: SB 25B-004, signed Aug 28, 2025; Feb 1, 2026 -> June 30, 2026. Colorado AI Act: SB 24-205's scope and duties.
        { strong: 'Colorado’s AI Act, delayed (August 28, 2025). ' },
        'In a special session, Colorado passed SB 25B-004, moving the effective date of its AI Act (SB 24-205) from February 1, 2026 to June 30, 2026 without changing its substance. The law covers high-risk AI that is a substantial factor in consequential decisions, health-care services included, and requires deployers to run a risk program, complete annual impact assessments and give consumers notice. The attorney general enforces it exclusively.',
      ],
      [
        // Washington MHMDA: signed Apr 27, 2023; effective Mar 31, 2024 (small businesses June 30, 2024).
        { strong: 'Washington’s My Health My Data Act (in force since March 31, 2024). ' },
        'Signed April 27, 2023, the law took effect March 31, 2024 (June 30, 2024 for small businesses). It covers consumer health data that HIPAA does not, requires separate consent to collect and to share it, bans geofencing, and gives consumers a private right of action through Washington’s Consumer Protection Act.',
      ],
    ],
  },
  {
    type: 'editorNote',
    // Colorado repeal: SB 26-189 signed May 14, 2026, effective Jan 1, 2027. Colorado delay: the June 30, 2026 date it replaced.
    content: [
      'In May 2026 Colorado repealed and replaced its AI Act with a new law whose effective date is January 1, 2027. The June 30, 2026 date described on this page no longer applies.',
    ],
  },
  {
    type: 'takeaways',
    items: [
      [
        // Healthline opt-outs: the three opt-out channels.
        'Test every opt-out path end to end (the “Do Not Sell or Share” link, the cookie banner and the GPC signal) and confirm that data actually stops flowing to ad partners. Recording a choice is not the same as honoring it.',
      ],
      [
        // Healthline titles: diagnosis-suggesting titles.
        'Treat content context as health data. If a page title or category suggests a diagnosis, passing it to advertisers can be an unexpected use, whatever the data looks like in a tag.',
      ],
      [
        // CPPA ADMT rules: Jan 1, 2026 and Jan 1, 2027.
        'Separate California’s dates: the CPPA rules take effect January 1, 2026, but ADMT duties for significant decisions start January 1, 2027. Start the inventory of tools and data sharing now.',
      ],
      [
        // Washington MHMDA.
        'If you reach people in Washington, plan for separate consent to collect and to share consumer health data, and drop any geofencing around health locations.',
      ],
      [
        // The company's own product claims, as the client words them.
        'Several of these rules target inferences about individuals’ health. Audiences built from random groups and group-level prevalence use only pseudonymous identifiers, no personal identifiers, and make no health prediction about anyone; see ',
        { text: 'how Blueprint approaches privacy by design', href: '/privacy-by-design' },
        '.',
      ],
    ],
  },
  {
    type: 'paragraph',
    content: [
      'For a deeper look at opt-outs and GPC, read our ',
      { text: 'notes on privacy-first marketing strategies', href: '/resources/privacy-first-marketing-strategies' },
      '; for how HIPAA and state law fit together, read ',
      { text: 'our notes on the Red Clover episode', href: '/resources/red-clover-healthcare-advertising-podcast' },
      '.',
    ],
  },
  {
    type: 'cta',
    title: 'Planning your 2026 health campaigns?',
    text: 'Tell us who you need to reach, and we will show you the group-level audiences that can do it.',
    label: 'Get expert guidance',
    href: '/contact',
  },
] satisfies ArticleBody;
