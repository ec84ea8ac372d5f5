import type { ArticleBody } from '../types';

// Blueprint's notes to go with a podcast episode nobody here has heard: every number, date and name
// carries the name of its source, listed below; the episode's address is an awaiting fact.
// Sources, by the names the comments below use:
//   Healthline settlement: https://nhada.com/news/1.55-million-ccpa-settlement…; https://globalpolicywatch.com/2025/07/…
//   Healthline opt-outs: https://paubox.com/blog/california-ag-secures-record…; https://technologylaw.fkks.com/post/102kqsd
//   Healthline titles: https://natlawreview.com/article/california-ag-reaches-record-155-million…; https://connectontech.bakermckenzie.com/4-for-4…
//   CCPA deadlines: Cal. Civ. Code §1798.130(a)(2); https://proteuscyber.com/privacy-database/tag/cpra/days; https://ccpafreetraining.com/slide-22-response-timing
//   GPC states: https://cookiebeam.com/guides/universal-opt-out-mechanisms-us-state-laws-2026; https://mondaq.com/…/1496022
//   GPC start dates: https://salemsentinel.com (Oregon DOJ, Data Privacy Day 2026); https://olenderfeldman.com client alert (Oct 2025); https://zephtech.net/guides/compliance-us-state-privacy
//   GPC sweep: https://crowell.com/…/no-opt-out-for-state-data-privacy-compliance…; https://einpresswire.com/article/847567902
//   Pew (2023): https://mediapost.com/publications/article/390286; https://thelivinglib.org/how-americans-view-data-privacy
//   The company's own product claims: docs/requirements.md (the company’s own statements)
export default [
  {
    type: 'paragraph',
    content: [
      '“Privacy-first” used to be a positioning choice. For health marketers it is fast becoming the legal baseline: browser privacy signals must be honored in a growing list of states, opt-outs are judged by whether data actually stops moving, and regulators are now coordinating their checks. These are Blueprint’s notes on privacy-first marketing, written to go with a podcast episode on the topic. They do not recap the recording; they set out the rules and evidence behind the topic, and a playbook you can put to work.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'If you haven’t yet, ',
      {
        text: 'listen to the episode',
        href: { value: 'https://example.com/podcast/privacy-first-marketing-strategies', status: 'awaiting' },
      },
      ', then use this page as the reference notes.',
    ],
  },
  { type: 'heading', text: 'GPC is becoming mandatory' },
  {
    type: 'paragraph',
    content: [
      // GPC states: the twelve states; Colorado from July 1, 2024, Connecticut from Jan 1, 2025; Colorado's AG
      // recognizes only GPC. GPC start dates: Oregon and Delaware from Jan 1, 2026; Minnesota's AG-recognized mechanisms.
      'Global Privacy Control (GPC) is a setting in a consumer’s browser that tells every site it visits not to sell or share that person’s data. State privacy laws call this a universal opt-out mechanism, and a growing number require businesses to treat it as a valid opt-out request rather than a preference they may ignore. Twelve states require it or soon will: California, Colorado, Connecticut, Texas, Montana, Oregon, Delaware, New Jersey, New Hampshire, Nebraska, Minnesota and Maryland, each from the date its own requirement takes effect. Colorado’s has applied since July 1, 2024 and Connecticut’s since January 1, 2025; Oregon’s and Delaware’s start on January 1, 2026; Minnesota’s applies to the mechanisms its attorney general recognizes. Colorado’s attorney general lists GPC as the only mechanism it recognizes.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      // GPC sweep: September 9, 2025; the CPPA and the AGs of California, Colorado and Connecticut.
      'Regulators are now checking. On September 9, 2025, the California Privacy Protection Agency and the attorneys general of California, Colorado and Connecticut announced a joint investigative sweep on GPC and sent letters to businesses that were not honoring the signal. A coordinated, multistate review of a single technical control is a clear message: if your site, your tags or your ad partners ignore GPC, it is an enforcement priority, not a gray area.',
    ],
  },
  {
    type: 'image',
    src: '/images/articles/privacy-first-marketing-strategies-gpc-flow.svg',
    // Healthline opt-outs: the opt-outs recorded while data kept flowing.
    alt: 'Flow diagram of a working GPC opt-out in four steps: the browser sends the GPC signal; the site reads it when the page loads; the business treats it as an opt-out of selling or sharing; ad tags and data feeds stop for that browser. An amber box below notes the failure alleged in the Healthline case: opt-outs were recorded, but data kept flowing to ad partners.',
    width: 800,
    height: 400,
    caption: 'A GPC signal only counts if it changes what data leaves the page.',
  },
  { type: 'heading', text: 'Opt-outs must actually work' },
  {
    type: 'paragraph',
    content: [
      // Healthline settlement: $1.55M, July 1, 2025. Healthline opt-outs: the three channels, about 65,000 consumers, about 6.5M visitors a month.
      'The clearest illustration is California’s case against Healthline Media. In the proposed $1.55 million settlement announced July 1, 2025, the attorney general alleged that data kept flowing to advertising partners after consumers opted out, whether they used the “Do Not Sell or Share” link, sent a GPC signal or declined through the cookie banner. About 65,000 California consumers were affected, on a site with roughly 6.5 million California visitors a month. All three opt-out channels existed; the state’s complaint was that they did not change what happened to the data.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'That is the gap privacy-first marketing has to close: a consent tool that records a choice but leaves tags, pixels and server-side feeds untouched is, in a regulator’s eyes, an opt-out that failed. The CCPA also puts clocks on consumer requests, and those deadlines belong in your operations calendar, not only in your privacy policy:',
    ],
  },
  {
    type: 'list',
    // CCPA deadlines: 10 business days, 45 + 45 days, 15 business days.
    items: [
      [{ strong: '10 business days' }, ' to confirm receipt of a request to know, delete or correct.'],
      [
        { strong: '45 days' },
        ' to respond to those requests, extendable once by another 45 days if you tell the consumer.',
      ],
      [{ strong: '15 business days' }, ' to honor a request to opt out of selling or sharing.'],
    ],
  },
  { type: 'heading', text: 'The trust gap' },
  {
    type: 'paragraph',
    content: [
      // Pew (2023): Pew, Oct 18, 2023, 5,101 adults; 81%, 67% (59% in 2019), 73%.
      'The law is catching up with what consumers already feel. In a Pew Research Center survey of 5,101 U.S. adults published October 18, 2023, 81% said they were concerned about how companies use the data collected about them. Sixty-seven percent said they understand little or nothing about what companies do with it, up from 59% in 2019, and 73% said they have little or no control over it.',
    ],
  },
  {
    type: 'paragraph',
    content: [
      'For health brands those numbers matter twice. A consumer who doesn’t understand how their data is used, and doesn’t feel in control of it, is exactly the consumer who may turn on GPC, use an opt-out link or complain when an ad seems to know too much. Every broken opt-out turns a general unease into a specific grievance. Honoring choices reliably is how a brand earns the benefit of the doubt for the advertising it does run.',
    ],
  },
  { type: 'heading', text: 'A strategy playbook' },
  {
    type: 'list',
    ordered: true,
    items: [
      [
        { strong: 'Map every path data takes to ad partners. ' },
        'Include client-side tags, pixels, SDKs and server-side integrations. An opt-out that stops one path and not the others is the Healthline pattern.',
      ],
      [
        // GPC states, GPC start dates: every state that requires GPC, each from its own date.
        { strong: 'Honor GPC everywhere you operate. ' },
        'Read the signal on every page load and apply it to selling and sharing for that browser, on every site you run, so one rule covers every state that requires it now or will from its own date.',
      ],
      [
        { strong: 'Make all opt-out channels lead to one result. ' },
        'The link, the banner and the browser signal should trigger the same suppression, recorded in one place.',
      ],
      [
        { strong: 'Test as a consumer would. ' },
        'Turn GPC on, opt out through each channel and watch the network traffic. Repeat after every tag or vendor change.',
      ],
      [
        // CCPA deadlines: the three deadlines.
        { strong: 'Run requests on a clock. ' },
        'Build the 10-business-day, 45-day and 15-business-day deadlines into ticketing so nothing depends on someone remembering.',
      ],
      [
        // Healthline titles: diagnosis-suggesting titles.
        { strong: 'Keep health context out of ad signals. ' },
        'Healthline was also alleged to have shared article titles suggesting a diagnosis with advertisers. Page titles and content categories can be health data.',
      ],
      [
        // The company's own product claims, as the client words them.
        { strong: 'Prefer audiences that don’t score individuals. ' },
        'Audiences built from random groups and group-level prevalence use only pseudonymous identifiers, no personal identifiers, and make no health prediction about any individual.',
      ],
    ],
  },
  {
    type: 'paragraph',
    content: [
      // The company's product claims: random groups, group-level prevalence, pseudonymous identifiers only, no cookies.
      'That last step is where Blueprint works. We place people in random groups and measure only group-level prevalence; our audiences use pseudonymous identifiers, never personal identifiers, and no cookies. For the regulatory picture behind that design, read ',
      { text: 'our notes on the Red Clover episode', href: '/resources/red-clover-healthcare-advertising-podcast' },
      ', or ',
      { text: 'how we approach privacy by design', href: '/privacy-by-design' },
      '.',
    ],
  },
  {
    type: 'cta',
    title: 'Ready to make privacy part of your media plan?',
    text: 'Talk to us about the group-level audiences your next health campaign needs.',
    label: 'Learn about our approach',
    href: '/contact',
  },
] satisfies ArticleBody;
