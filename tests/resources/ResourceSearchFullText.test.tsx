import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceSearch } from '@/features/resources/ResourceSearch';
import { listingPage } from '@/features/resources/listingData';
import { searchIndexData } from '@/features/resources/searchIndexData.build';
import { INDEX_FORMAT, SEARCH_INDEX_PATH, type SearchBase } from '@/features/resources/search/indexFormat';
import { resetSearchEngine } from '@/features/resources/useSearchEngine';
import { renderWithRouter } from '../renderWithRouter';

/** A static host's answer: the file as JSON, or its 404 page. */
function served(json: string | undefined) {
  return json === undefined
    ? new Response('<!doctype html><title>Page not found</title>', {
        status: 404,
        headers: { 'Content-Type': 'text/html' },
      })
    : new Response(json, { headers: { 'Content-Type': 'application/json' } });
}

// The listing with its search index served as the build writes it.
let files: Map<string, string>;
beforeAll(async () => {
  files = new Map((await searchIndexData()).map((file) => [file.path, file.json]));
});
beforeEach(() => {
  resetSearchEngine();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      return served(files.get(path));
    }),
  );
});

const firstPage = listingPage(1)!;
const cards = () => within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('article');
const box = () => screen.getByPlaceholderText('Search articles...');
const statusRegion = () => screen.getByRole('status');

describe('ResourceSearch over the full text', () => {
  it('finds a word only in bodies, with a line of the body that shows it', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ResourceSearch listing={firstPage} />, { path: '/resources' });
    await user.type(box(), 'sephora');
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
    renderWithRouter(<ResourceSearch listing={firstPage} />, { path: '/resources' });
    await user.type(box(), 'box blac');
    // By its text: jsdom's name computation trims the spaces at the ends of the title's runs, which
    // browsers keep (Chromium names it 'The Hidden Risk of Black-Box Health Audiences').
    const title = () =>
      screen.getByRole('heading', {
        name: (_, heading) => heading.textContent === 'The Hidden Risk of Black-Box Health Audiences',
      });
    await waitFor(() => expect(within(title()).getAllByText(/^(Black|Box)$/, { selector: 'mark' })).toHaveLength(2));
    expect(statusRegion()).toHaveTextContent('');
    await waitFor(() => expect(statusRegion()).toHaveTextContent(/^\d+ articles? found$/));
  });

  it('offers the closest known word when nothing matches, and searches for it when chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<ResourceSearch listing={firstPage} />, { path: '/resources' });
    await user.type(box(), 'prgnacy');
    expect(await screen.findByText('No articles found matching your search.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'pregnancy' }));
    expect(box()).toHaveValue('pregnancy');
    expect(router.state.location.search).toBe('?q=pregnancy');
    expect(cards().length).toBeGreaterThan(0);
  });

  it('offers the topics when no known word is close', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ResourceSearch listing={firstPage} />, { path: '/resources' });
    await user.type(box(), 'zzqx');
    const topics = await screen.findByRole('navigation', { name: 'Topics to try' });
    await user.click(within(topics).getByRole('link', { name: 'HIPAA' }));
    expect(box()).toHaveValue('HIPAA');
    expect(screen.getByRole('button', { name: 'HIPAA' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('a deploy while the tab is open', () => {
  /**
   * The site as served: the base from `bases` in turn (the last one from then on), every other file as
   * built; a file not there as a static host answers it, or, `homePageForMissing`, as a host that answers
   * every unknown path with its home page.
   */
  function serve(bases: string[], { homePageForMissing = false } = {}) {
    let baseRequests = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        const json = path === SEARCH_INDEX_PATH ? bases[Math.min(baseRequests++, bases.length - 1)] : files.get(path);
        if (json === undefined && homePageForMissing) {
          return new Response('<!doctype html><title>Blueprint</title>', { headers: { 'Content-Type': 'text/html' } });
        }
        return served(json);
      }),
    );
    return () => baseRequests;
  }
  const current = () => files.get(SEARCH_INDEX_PATH)!;
  /** The base of the build before: its shards and texts were in a folder the new build no longer has. */
  const previous = () => JSON.stringify({ ...(JSON.parse(current()) as SearchBase), id: 'previous-build' });
  const failedStatus = /could not be searched: check your connection and type again\.$/;

  it('finds the shards of the base it opened with gone, opens the new base, and finds what it finds', async () => {
    const baseRequests = serve([previous(), current()]);
    const user = userEvent.setup();
    renderWithRouter(<ResourceSearch listing={firstPage} />, { path: '/resources' });
    await user.type(box(), 'sephora');
    await waitFor(() => {
      expect(cards().length).toBeGreaterThan(0);
      for (const card of cards()) expect(within(card).getByText(/^Sephora/, { selector: 'mark' })).toBeVisible();
    });
    expect(baseRequests()).toBe(2);
    expect(screen.queryByText(failedStatus)).toBeNull();
  });

  it('knows the shards are gone from a host that answers with its home page instead of a 404', async () => {
    const baseRequests = serve([previous(), current()], { homePageForMissing: true });
    const user = userEvent.setup();
    renderWithRouter(<ResourceSearch listing={firstPage} />, { path: '/resources' });
    await user.type(box(), 'sephora');
    await waitFor(() => expect(within(cards()[0]).getByText(/^Sephora/, { selector: 'mark' })).toBeVisible());
    expect(baseRequests()).toBe(2);
  });

  it('opens it anew once only: a host still serving the old base gets the notice, not a loop', async () => {
    const baseRequests = serve([previous()]);
    const user = userEvent.setup();
    renderWithRouter(<ResourceSearch listing={firstPage} />, { path: '/resources' });
    await user.type(box(), 'sephora');
    expect(await screen.findByText(failedStatus)).toBeVisible();
    expect(baseRequests()).toBe(2);
  });

  it('does not read a base of another format', async () => {
    serve([JSON.stringify({ ...(JSON.parse(current()) as SearchBase), format: INDEX_FORMAT + 1 })]);
    const user = userEvent.setup();
    renderWithRouter(<ResourceSearch listing={firstPage} />, { path: '/resources' });
    await user.type(box(), 'sephora');
    expect(await screen.findByText(failedStatus)).toBeVisible();
  });
});
