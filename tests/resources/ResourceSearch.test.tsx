import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANNOUNCE_AFTER_MS, ResourceSearch } from '@/features/resources/ResourceSearch';
import { filterArticles, activeChip } from '@/features/resources/filterArticles';
import { listedArticles } from '@/content/articles';
import { listingPage } from '@/features/resources/listingData';
import { searchIndexData } from '@/features/resources/searchIndexData.build';
import { INDEX_FORMAT, SEARCH_INDEX_PATH, type SearchBase } from '@/features/resources/search/indexFormat';
import { resetSearchEngine } from '@/features/resources/useSearchEngine';
import { TYPING_PAUSE_MS } from '@/features/resources/useTypingPause';
import { renderWithRouter } from '../renderWithRouter';

const firstPage = listingPage(1)!;
const cards = () => within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('article');
const box = () => screen.getByPlaceholderText('Search articles...');
const statusRegion = () => screen.getByRole('status');
const listing = () => renderWithRouter(<ResourceSearch listing={firstPage} />, { path: '/resources' });

/** The listing's first page with `query` typed into its box: the user, and the router. */
async function typed(query: string) {
  const user = userEvent.setup();
  const { router } = listing();
  await user.type(box(), query);
  return { user, router };
}

/**
 * The site as a static host serves it: every file as built, the search index's base from `bases` in turn (the
 * last one from then on) where given; a file not there as its 404 page or, `homePageForMissing`, as a host
 * that answers every unknown path with its home page. Returns how often the base was asked for.
 */
function serve(bases: string[] = [], { homePageForMissing = false } = {}) {
  let baseRequests = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const json =
        path === SEARCH_INDEX_PATH && bases.length > 0
          ? bases[Math.min(baseRequests++, bases.length - 1)]
          : files.get(path);
      if (json !== undefined) return new Response(json, { headers: { 'Content-Type': 'application/json' } });
      return new Response(`<!doctype html><title>${homePageForMissing ? 'Blueprint' : 'Page not found'}</title>`, {
        status: homePageForMissing ? 200 : 404,
        headers: { 'Content-Type': 'text/html' },
      });
    }),
  );
  return () => baseRequests;
}

// The listing with its search index served as the build writes it; each test starts without an index loaded.
let files: Map<string, string>;
beforeAll(async () => {
  files = new Map((await searchIndexData()).map((file) => [file.path, file.json]));
});
beforeEach(() => {
  resetSearchEngine();
  serve();
});

describe('filterArticles', () => {
  const articles = listedArticles;

  it('matches title or summary, case-insensitively, as a substring', () => {
    const hipaa = filterArticles(articles, 'hIpAa');
    expect(hipaa.length).toBeGreaterThan(0);
    for (const article of hipaa) expect(`${article.title} ${article.summary}`.toLowerCase()).toContain('hipaa');
    const excluded = articles.filter((a) => !hipaa.includes(a));
    for (const article of excluded) expect(`${article.title} ${article.summary}`.toLowerCase()).not.toContain('hipaa');
  });

  it('returns everything for empty or blank text and nothing for a miss', () => {
    expect(filterArticles(articles, '')).toEqual(articles);
    expect(filterArticles(articles, '   ')).toEqual(articles);
    expect(filterArticles(articles, 'zzqx-no-such-thing')).toEqual([]);
  });

  it('activeChip ignores case', () => {
    expect(activeChip('privacy')).toBe('Privacy');
    expect(activeChip('privac')).toBeUndefined();
  });
});

// Its cards, title and Read more leading to the article: e2e/resources.spec.ts and e2e/built-site.spec.ts.
describe('ResourceSearch without its index (it cannot be fetched): the search covers its own page', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch'))));
  const onFirstPage = listedArticles.filter((article) => firstPage.cards.some((card) => card.slug === article.slug));

  it('typing filters the cards and writes ?q= to the URL', async () => {
    await typed('podcast');
    // The results follow once typing pauses (TYPING_PAUSE_MS).
    await waitFor(() => expect(cards()).toHaveLength(filterArticles(onFirstPage, 'podcast').length));
    // Typing rewrites the address bar's entry itself, not through the router (useSearchQuery.ts).
    expect(window.location.search).toBe('?q=podcast');
  });

  it('a chip sets the text, is pressed, and Clear resets everything', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<ResourceSearch listing={firstPage} />, { path: '/resources' });
    await user.click(screen.getByRole('button', { name: 'California' }));
    expect(box()).toHaveValue('California');
    expect(screen.getByRole('button', { name: 'California' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'HIPAA' })).toHaveAttribute('aria-pressed', 'false');
    expect(cards()).toHaveLength(filterArticles(onFirstPage, 'California').length);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box()).toHaveValue('');
    expect(cards()).toHaveLength(onFirstPage.length);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });
});

describe('ResourceSearch over the full text', () => {
  it('finds a word only in bodies, with a line of the body that shows it', async () => {
    await typed('sephora');
    await waitFor(() => {
      expect(cards().length).toBeGreaterThan(0);
      for (const card of cards()) {
        expect(
          within(card)
            .getByText(/^Sephora/, { selector: 'mark' })
            .closest('p'),
        ).toHaveClass('truncate');
      }
    });
  });

  it('marks matched words in titles, any order, and announces the count only once typing pauses', async () => {
    const user = userEvent.setup();
    listing();
    // How long after the keystroke before it each count was said: timers only ever fire late, so however busy the
    // machine (even should it stall between two keys, which is a typing pause too), never less than the pauses.
    let lastKeyAt = 0;
    const saidAfter: number[] = [];
    box().addEventListener('input', () => (lastKeyAt = performance.now()));
    new MutationObserver(() => {
      if (/found$/.test(statusRegion().textContent ?? '')) saidAfter.push(performance.now() - lastKeyAt);
    }).observe(statusRegion(), { childList: true, characterData: true, subtree: true });
    await user.type(box(), 'box blac');
    // By its text: jsdom's name computation trims the spaces at the ends of the title's runs, which
    // browsers keep (Chromium names it 'The Hidden Risk of Black-Box Health Audiences').
    const title = () =>
      screen.getByRole('heading', {
        name: (_, heading) => heading.textContent === 'The Hidden Risk of Black-Box Health Audiences',
      });
    await waitFor(() => expect(within(title()).getAllByText(/^(Black|Box)$/, { selector: 'mark' })).toHaveLength(2));
    await waitFor(() => expect(statusRegion()).toHaveTextContent(/^\d+ articles? found$/));
    // The results follow a typing pause, the count only once they have stood still for ANNOUNCE_AFTER_MS: not
    // with every change of the results.
    expect(saidAfter.length).toBeGreaterThan(0);
    expect(Math.min(...saidAfter)).toBeGreaterThanOrEqual(TYPING_PAUSE_MS + ANNOUNCE_AFTER_MS - 50);
  });

  it('offers the closest known word when nothing matches, and searches for it when chosen', async () => {
    const { user, router } = await typed('prgnacy');
    expect(await screen.findByText('No articles found matching your search.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Articles' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'pregnancy' }));
    expect(box()).toHaveValue('pregnancy');
    expect(router.state.location.search).toBe('?q=pregnancy');
    expect(cards().length).toBeGreaterThan(0);
  });

  it('offers the topics when no known word is close', async () => {
    const { user } = await typed('zzqx');
    const topics = await screen.findByRole('navigation', { name: 'Topics to try' });
    await user.click(within(topics).getByRole('link', { name: 'HIPAA' }));
    expect(box()).toHaveValue('HIPAA');
    expect(screen.getByRole('button', { name: 'HIPAA' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('a deploy while the tab is open', () => {
  const current = () => files.get(SEARCH_INDEX_PATH)!;
  /** The base of the build before: its shards and texts were in a folder the new build no longer has. */
  const previous = () => JSON.stringify({ ...(JSON.parse(current()) as SearchBase), id: 'previous-build' });
  const failedStatus = /could not be searched: check your connection and type again\.$/;

  it.each([
    ['a 404', false],
    ['the home page a host serves for every unknown path', true],
  ])(
    'finds the shards of the base it opened with gone, answered with %s, opens the new base, and finds what it finds',
    async (_, homePageForMissing) => {
      const baseRequests = serve([previous(), current()], { homePageForMissing });
      await typed('sephora');
      await waitFor(() => {
        expect(cards().length).toBeGreaterThan(0);
        for (const card of cards()) expect(within(card).getByText(/^Sephora/, { selector: 'mark' })).toBeVisible();
      });
      expect(baseRequests()).toBe(2);
      expect(screen.queryByText(failedStatus)).toBeNull();
    },
  );

  it('opens it anew once only: a host still serving the old base gets the notice, not a loop', async () => {
    const baseRequests = serve([previous()]);
    await typed('sephora');
    expect(await screen.findByText(failedStatus)).toBeVisible();
    expect(baseRequests()).toBe(2);
  });

  it('does not read a base of another format', async () => {
    serve([JSON.stringify({ ...(JSON.parse(current()) as SearchBase), format: INDEX_FORMAT + 1 })]);
    await typed('sephora');
    expect(await screen.findByText(failedStatus)).toBeVisible();
  });
});
