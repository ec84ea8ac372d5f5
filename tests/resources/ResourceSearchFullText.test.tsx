import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceSearch } from '@/features/resources/ResourceSearch';
import { listingPage } from '@/features/resources/listingData';
import { searchIndexData } from '@/features/resources/search/searchIndexData';
import { resetSearchEngine } from '@/features/resources/useSearchEngine';
import { renderWithRouter } from '../renderWithRouter';

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
      const json = files.get(path);
      return { ok: json !== undefined, status: json ? 200 : 404, json: async () => JSON.parse(json!) as unknown };
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

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
    const title = () => screen.getByRole('heading', { name: 'The Hidden Risk of Black-Box Health Audiences' });
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
