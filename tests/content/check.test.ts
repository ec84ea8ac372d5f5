import { describe, expect, it } from 'vitest';
import { checkArticles, formatIssues, type ArticleFiles, type SiteFacts } from '../../tools/content/check';
import { readableError } from '../../tools/content/collect';
import { imageSize } from '../../tools/content/imageSize';
import { CLIENT_DATES, CLIENT_RUNTIMES } from '../../tools/content/requirements';

/** A 2 × 1 PNG header (signature, IHDR), enough for its size. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(24);
  header.writeUInt32BE(0x89504e47, 0);
  header.writeUInt32BE(0x0d0a1a0a, 4);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}

const FILES: Record<string, Buffer> = {
  '/images/articles/chart.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="880" height="440"></svg>'),
  '/images/articles/photo.png': png(1200, 675),
  '/docs/study.pdf': Buffer.from('%PDF-1.7'),
};

const site: SiteFacts = {
  routes: new Set(['/', '/contact', '/privacy', '/resources', '/resources/good-article', '/resources/other-article']),
  namedLinks: ['booking', 'linkedin'],
  playerHosts: ['https://player.example'],
  publicFile: (path) => FILES[path],
  idsOn: async (path) => new Set(path === '/privacy' ? ['contact', 'your-rights'] : ['main']),
};

const meta = {
  title: 'A Good Article About Group-Level Audiences',
  summary:
    'Group-level audiences reach people where a condition is common without a prediction about anyone: how they work and why regulators care.',
  date: '2026-01-15',
  author: 'team',
  topics: ['Privacy', 'Audiences'],
  kind: 'article',
};

const body = [
  { type: 'heading', text: 'Why it matters' },
  {
    type: 'paragraph',
    content: [
      'See our ',
      { text: 'privacy policy', href: '/privacy#contact' },
      ' and the ',
      { text: 'study', href: 'https://arxiv.org/pdf/2506.21914' },
      '.',
    ],
  },
  { type: 'image', src: '/images/articles/chart.svg', alt: 'A chart of groups', width: 880, height: 440 },
  { type: 'cta', title: 'Talk to us', label: 'Get in Touch', href: '/contact' },
];

/** An episode whose runtime, `value`, is confirmed by `source`; every other fact awaited. */
const podcast = (value: string, source: string) => ({
  type: 'podcast',
  title: 'Episode',
  summary: { value: 'To be confirmed', status: 'awaiting' },
  guests: { value: 'To be confirmed', status: 'awaiting' },
  runtime: { value, status: 'confirmed', source },
  media: 'audio',
  embedUrl: { value: 'https://player.example/embed/1', status: 'awaiting' },
  externalUrl: { value: 'https://player.example/episode/1', status: 'awaiting' },
  externalLabel: 'Listen',
});

function article(overrides: Partial<ArticleFiles> & { metaChanges?: object; blocks?: unknown[] } = {}): ArticleFiles {
  const { metaChanges = {}, blocks = body, ...rest } = overrides;
  return { folder: 'good-article', meta: { ...meta, ...metaChanges }, body: blocks, ...rest };
}

/** The issues of one article, as 'field: message' lines. */
async function issuesOf(...articles: ArticleFiles[]): Promise<string[]> {
  return (await checkArticles(articles, site, [])).map(({ field, message }) => `${field}: ${message}`);
}

describe('the content check', () => {
  it('passes a valid article: internal link with its anchor, https link, image at its size, call to action', async () => {
    expect(await issuesOf(article())).toEqual([]);
  });

  describe('metadata', () => {
    it('the folder’s name is the slug: lowercase words joined by single hyphens', async () => {
      const issues = await checkArticles([article({ folder: 'Good_Article' })], site, []);
      expect(issues).toEqual([
        {
          file: 'src/content/articles/Good_Article',
          field: 'the folder name',
          message: expect.stringMatching(/^"Good_Article" cannot be an address: rename the folder in lowercase/),
        },
      ]);
    });

    it('slug and order are not written in the metadata: the folder names it, the date places it', async () => {
      expect(await issuesOf(article({ metaChanges: { slug: 'good-article', order: 10 } }))).toEqual([
        expect.stringMatching(/^slug: is not written here: the folder's name is the article's address/),
        expect.stringMatching(/^order: is not written here: the listing shows new articles first, newest first/),
      ]);
    });

    // Each field's rule, case by case: the metadata with one change, and every line the check reports of it (the
    // whole line, or a pattern for its start); a case without a line passes.
    it.each<[string, object, ...(string | RegExp)[]]>([
      ['a title of 70 characters', { title: 'x'.repeat(70) }],
      ['a title of 71 characters', { title: 'x'.repeat(71) }, /^title: is 71 characters: keep it to 70 so it fits/],
      ['a summary of 70 characters', { summary: 'x'.repeat(70) }],
      ['a summary of 200 characters', { summary: 'x'.repeat(200) }],
      [
        'too short a summary',
        { summary: 'Too short.' },
        /^summary: is 10 characters: write 70–200; it is the listing card/,
      ],
      ['a summary over 200', { summary: 'x'.repeat(201) }, /^summary: is 201 characters: shorten it to 200 at most/],
      [
        'a topic typo',
        { topics: ['Privacy', 'Hipaa'] },
        /^topics\[1\]: "Hipaa" is not a topic: use 'HIPAA', 'Privacy'/,
      ],
      ['no topic', { topics: [] }, /^topics: is empty: give at least one of 'HIPAA'/],
      ['an unknown author', { author: 'jeremy' }, /^author: "jeremy" is not a known author: use 'ceo', 'team', or add/],
      ['the CEO, no review', { author: 'ceo' }, 'ceoReview: is missing: add it (CONTENT.md lists every field).'],
      ['the CEO, review awaited', { author: 'ceo', ceoReview: { status: 'awaiting' } }],
      ['unlisted: true', { unlisted: true }],
      ['unlisted: "yes"', { unlisted: 'yes' }, 'unlisted: must be true (off the listing), or left out (listed).'],
      ...['2026-02-30', '01/15/2026', '2026-1-5'].map((date): [string, object, string] => [
        `the date ${date}`,
        { date },
        `date: "${date}" is not a date that exists: write it as 'YYYY-MM-DD', e.g. '2026-01-15' for January 15, 2026.`,
      ]),
    ])('%s', async (_, metaChanges, ...lines) => {
      expect(await issuesOf(article({ metaChanges }))).toEqual(
        lines.map((line) => (typeof line === 'string' ? line : expect.stringMatching(line))),
      );
    });

    it('a field the metadata cannot have (a misspelt one) or one it lacks', async () => {
      const { title: _title, ...withoutTitle } = meta;
      const misspelt = { ...withoutTitle, titel: meta.title };
      expect(await issuesOf(article({ meta: misspelt }))).toEqual([
        'title: is missing: add it (CONTENT.md lists every field).',
        'titel: is not a field this can have: remove it, or correct its spelling.',
      ]);
    });

    it('the editorial order names each of its articles once, and only articles that exist', async () => {
      const issues = await checkArticles([article()], site, ['good-article', 'no-such-article', 'good-article']);
      expect(issues).toEqual([
        {
          file: 'src/content/articles/editorialOrder.ts',
          field: 'EDITORIAL_ORDER[1]',
          message: expect.stringMatching(/^'no-such-article' is not an article: there is no folder/),
        },
        {
          file: 'src/content/articles/editorialOrder.ts',
          field: 'EDITORIAL_ORDER[2]',
          message: "'good-article' is already in the list: remove this line.",
        },
      ]);
    });

    it('a listed podcast says “podcasts” in its title or summary, for the Podcasts chip', async () => {
      const summary =
        'Notes to go with an episode on health advertising: where HIPAA stops and what state laws add to it.';
      expect(await issuesOf(article({ metaChanges: { kind: 'podcast', summary } }))).toEqual([
        expect.stringMatching(
          /^summary: names no 'podcasts': the listing's Podcasts chip searches titles and summaries/,
        ),
      ]);
      const forListeners = `${summary.slice(0, -1)}, for listeners of podcasts.`;
      expect(await issuesOf(article({ metaChanges: { kind: 'podcast', summary: forListeners } }))).toEqual([]);
    });
  });

  describe('characters', () => {
    it('passes text with $ patterns, markup-like text, separators, marks and emoji: they are text', async () => {
      const title = "Ad budgets in R$'s and US$: $& $` $$ </script> <!-- ]]> \u2028\u2029 \u200f\u200b 👩🏽‍⚕️ & <";
      const blocks = [{ type: 'paragraph', content: [title] }, ...body];
      expect(await issuesOf(article({ metaChanges: { title: title.slice(0, 70) }, blocks }))).toEqual([]);
    });

    it.each([
      ['a line break', 'Two\nlines', /holds a line break \(U\+000A\) after "Two": remove it/],
      ['a NUL', '\u0000Pasted', /holds a NUL character \(U\+0000\) at its start: remove it/],
      ['a C1 control', 'Next\u0085line', /holds a control character \(U\+0085\) after "Next"/],
      ['half an emoji', 'Cut \ud83d', /holds half of an emoji or other character \(U\+D83D\) after "Cut "/],
      ['a noncharacter', 'Odd \uffff', /holds a noncharacter \(U\+FFFF\)/],
    ])('title: refuses %s, which no page or feed can carry as written', async (_, title, message) => {
      const issues = await issuesOf(article({ metaChanges: { title } }));
      expect(issues).toEqual([expect.stringMatching(new RegExp(`^title: ${message.source}`))]);
    });

    it('names the block and the piece of text that holds the character', async () => {
      const blocks = [...body, { type: 'list', items: [['fine'], ['fine', { text: 'bad\tlabel', href: '/contact' }]] }];
      expect(await issuesOf(article({ blocks }))).toEqual([
        expect.stringMatching(/^list#5\.items\[1\]\[1\]\.text: holds a tab \(U\+0009\) after "bad"/),
      ]);
    });
  });

  describe('links', () => {
    /** What the check says of a paragraph whose one link, "this", goes to `href`: each problem after its link. */
    const problemsOf = async (href: string) => {
      const paragraph = { type: 'paragraph', content: ['Read ', { text: 'this', href }, '.'] };
      const issues = await issuesOf(article({ blocks: [paragraph] }));
      return issues.map((issue) => issue.replace(`paragraph#1.content[1]: the link "this" → ${href}: `, ''));
    };

    // An internal link reaches a page of the site, or a file under public/, and its #anchor an element on that
    // page, with a likely fix when it is a typo; an external link is https; a named link stands for an address in
    // site config.
    it.each([
      ['/resources/god-article', 'there is no such page. Did you mean /resources/good-article?'],
      ['/nothing-like-any-page-at-all', 'there is no such page. Link to an existing page (the sitemap lists them).'],
      ['/docs/study.pdf'],
      ['/privacy#your-rights'],
      ['/privacy#your-right', '/privacy has no element with the id "your-right". Did you mean #your-rights?'],
      ['#why-it-matters', 'write the page before the anchor: /resources/good-article#why-it-matters.'],
      ['http://example.org/report', 'use the secure address: https://example.org/report.'],
      ['www.example.org', 'start a link to a page of this site with / (e.g. /contact) and any other with https://.'],
      ['booking'],
    ])('a link to %s', async (href, ...problems) => {
      expect(await problemsOf(href)).toEqual(problems);
    });

    it('links in lists, tables, takeaways and editor’s notes are checked too', async () => {
      const bad = { text: 'x', href: '/missing-page' };
      const blocks = [
        { type: 'list', items: [['ok'], [bad]] },
        { type: 'table', caption: 'T', columns: ['Insight', 'Why It Matters'], rows: [[['a'], [bad]]] },
        { type: 'takeaways', items: [[bad]] },
        { type: 'editorNote', date: '2026-05-14', content: [bad] },
      ];
      const fields = (await issuesOf(article({ blocks }))).map((issue) => issue.split(':')[0]);
      expect(fields).toEqual([
        'list#1.items[1][0]',
        'table#2.rows[0][1][0]',
        'takeaways#3.items[0][0]',
        'editorNote#4.content[0]',
      ]);
    });
  });

  describe('blocks', () => {
    const image = (changes: object) =>
      article({
        blocks: [
          { type: 'image', src: '/images/articles/photo.png', alt: 'Groups', width: 1200, height: 675, ...changes },
        ],
      });

    it('the file exists under public/, width and height are its own, alt text says what it shows', async () => {
      expect(await issuesOf(image({}))).toEqual([]);
      expect(await issuesOf(image({ src: '/images/articles/missing.png' }))).toEqual([
        'image#1.src: there is no file public/images/articles/missing.png: add the image there, or correct the path.',
      ]);
      expect(await issuesOf(image({ width: 1200, height: 600 }))).toEqual([
        "image#1.width: says 1200 × 600 but public/images/articles/photo.png is 1200 × 675: write the file's size (width: 1200, height: 675).",
      ]);
      expect(await issuesOf(image({ alt: '  ' }))).toEqual([
        'image#1.alt: is empty: write what the image shows, for people who cannot see it.',
      ]);
    });

    const episode = podcast('40:50', 'the recording');
    it('a podcast player comes from an allowed player host (the CSP’s frame-src)', async () => {
      expect(await issuesOf(article({ blocks: [episode] }))).toEqual([]);
      const elsewhere = { ...episode, embedUrl: { value: 'https://open.spotify.com/embed/1', status: 'awaiting' } };
      expect(await issuesOf(article({ blocks: [elsewhere] }))).toEqual([
        expect.stringMatching(
          /^podcast#1\.embedUrl: https:\/\/open\.spotify\.com\/embed\/1 is not on an allowed player host \(https:\/\/player\.example\)/,
        ),
      ]);
    });

    it('an unknown kind of block, and a call to action to an unknown place', async () => {
      expect(await issuesOf(article({ blocks: [{ type: 'video', src: 'x' }] }))).toEqual([
        expect.stringMatching(/^video#1\.type: "video" is not a kind of block: use one of heading, paragraph, /),
      ]);
      expect(
        await issuesOf(article({ blocks: [{ type: 'cta', title: 'T', label: 'Go', href: '/contact-us' }] })),
      ).toEqual(["cta#1.href: must be '/contact' (the contact page) or 'booking' (the meeting-booking page)."]);
    });
  });

  describe('facts that cite the client’s requirements (docs/requirements.md)', () => {
    const [dated, date] = Object.entries(CLIENT_DATES)[0];
    const [timed, runtime] = Object.entries(CLIENT_RUNTIMES)[0];
    const cited = { status: 'confirmed', source: 'docs/requirements.md' };
    const episode = (value: string, source = 'docs/requirements.md') => podcast(value, source);
    const at = (folder: string, metaChanges: object, blocks: unknown[] = body) =>
      article({ folder, metaChanges, blocks });

    it('a date citing them is the date they give; one confirmed elsewhere, or awaiting, is the company’s own', async () => {
      expect(await issuesOf(at(dated, { date, dateStatus: cited }))).toEqual([]);
      expect(await issuesOf(at(dated, { date: '2025-01-02', dateStatus: cited }))).toEqual([
        `date: docs/requirements.md gives this article the date '${date}': write that, or cite the source of the new date in dateStatus.`,
      ]);
      expect(await issuesOf(at('good-article', { dateStatus: cited }))).toEqual([
        expect.stringMatching(/^date: docs\/requirements\.md gives no date for this article/),
      ]);
      // A date confirmed from another source, or awaiting, is the company's own.
      const confirmedElsewhere = { status: 'confirmed', source: 'the company’s publishing record' };
      expect(await issuesOf(at(dated, { date: '2025-01-02', dateStatus: confirmedElsewhere }))).toEqual([]);
      expect(await issuesOf(at(dated, { date: '2025-01-02', dateStatus: { status: 'awaiting' } }))).toEqual([]);
    });

    it('a runtime citing them is the runtime they give; one from the recording is the company’s own', async () => {
      expect(await issuesOf(at(timed, {}, [episode(runtime)]))).toEqual([]);
      expect(await issuesOf(at(timed, {}, [episode('41:00')]))).toEqual([
        `podcast#1.runtime: docs/requirements.md gives this episode the runtime '${runtime}': write that, or cite the new runtime's source.`,
      ]);
      expect(await issuesOf(at('good-article', {}, [episode('12:00')]))).toEqual([
        "podcast#1.runtime: docs/requirements.md gives no runtime for this episode: cite where '12:00' comes from.",
      ]);
      expect(await issuesOf(at('good-article', {}, [episode('12:00', 'the recording')]))).toEqual([]);
    });
  });

  it('reports each file once, with its problems under it', async () => {
    const issues = await checkArticles([article({ metaChanges: { title: 'x'.repeat(80), date: 'soon' } })], site, []);
    expect(formatIssues(issues).split('\n').slice(0, 5)).toEqual([
      'Content check: 2 problems in 1 file',
      '',
      'src/content/articles/good-article/meta.ts',
      '  title: is 80 characters: keep it to 70 so it fits a search result and a two-line card.',
      `  date: "soon" is not a date that exists: write it as 'YYYY-MM-DD', e.g. '2026-01-15' for January 15, 2026.`,
    ]);
  });

  it('a file the compiler cannot read is named with its line and column', () => {
    const error = new Error(
      'Transform failed with 1 error:\n\n\u001b[31m[PARSE_ERROR] \u001b[0mExpected `,` or `}` but found `Identifier`\n  ╭─[ src/content/articles/x/meta.ts:13:3 ]',
    );
    expect(readableError(error)).toBe('Expected `,` or `}` but found `Identifier` (line 13, column 3)');
  });
});

describe('image sizes, read from the file', () => {
  it('SVG from width and height, else from its viewBox; PNG, JPEG and WebP from their headers; none for a file that is not what its name says', () => {
    const size = { width: 1200, height: 675 };
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x02, 0xa3, 0x04, 0xb0, 0x03,
    ]);
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUIntLE(1199, 24, 3);
    webp.writeUIntLE(674, 27, 3);
    expect(imageSize('a.svg', FILES['/images/articles/chart.svg'])).toEqual({ width: 880, height: 440 });
    expect(imageSize('a.svg', Buffer.from('<svg viewBox="0 0 800 640"><text/></svg>'))).toEqual({
      width: 800,
      height: 640,
    });
    expect(imageSize('a.png', png(1200, 675))).toEqual(size);
    expect(imageSize('a.jpg', jpeg)).toEqual(size);
    expect(imageSize('a.jpeg', jpeg)).toEqual(size);
    expect(imageSize('a.webp', webp)).toEqual(size);
    expect(imageSize('a.png', Buffer.from('not a png at all, just some text here'))).toBeUndefined();
    expect(imageSize('a.jpg', png(1200, 675)), 'a PNG named .jpg').toBeUndefined();
  });
});
