import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceSearch } from '@/features/resources/ResourceSearch';
import { filterArticles, activeChip, TOPIC_CHIPS } from '@/features/resources/filterArticles';
import { listedArticles } from '@/content/articles';
import { listingPage } from '@/features/resources/listingData';
import { renderWithRouter } from '../renderWithRouter';

const firstPage = listingPage(1)!;
// The articles the first listing page shows. Without its search index (nothing answers a fetch here), the
// search covers this page only.
const onFirstPage = listedArticles.filter((article) => firstPage.cards.some((card) => card.slug === article.slug));

const cards = () => within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('article');

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

  it('every chip finds at least one article', () => {
    for (const chip of TOPIC_CHIPS) expect(filterArticles(articles, chip).length, chip).toBeGreaterThan(0);
  });

  it('activeChip ignores case', () => {
    expect(activeChip('privacy')).toBe('Privacy');
    expect(activeChip('privac')).toBeUndefined();
  });
});

describe('ResourceSearch', () => {
  it('shows every article of its page with title, date, author, summary and Read more', () => {
    renderWithRouter(<ResourceSearch listing={firstPage} />, { path: '/resources' });
    expect(cards()).toHaveLength(onFirstPage.length);
    const first = within(cards()[0]);
    expect(first.getByRole('heading', { name: listedArticles[0].title })).toBeInTheDocument();
    expect(first.getByRole('link', { name: /Read more/ })).toHaveAttribute(
      'href',
      `/resources/${listedArticles[0].slug}`,
    );
    expect(first.getByText(listedArticles[0].summary)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('typing filters the cards and writes ?q= to the URL', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ResourceSearch listing={firstPage} />, { path: '/resources' });
    await user.type(screen.getByPlaceholderText('Search articles...'), 'podcast');
    // The results follow once typing pauses (TYPING_PAUSE_MS).
    await waitFor(() => expect(cards()).toHaveLength(filterArticles(onFirstPage, 'podcast').length));
    // Typing rewrites the address bar's entry itself, not through the router (useSearchQuery.ts).
    expect(window.location.search).toBe('?q=podcast');
  });

  it('a chip sets the text, is pressed, and Clear resets everything', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<ResourceSearch listing={firstPage} />, { path: '/resources' });
    await user.click(screen.getByRole('button', { name: 'California' }));
    expect(screen.getByPlaceholderText('Search articles...')).toHaveValue('California');
    expect(screen.getByRole('button', { name: 'California' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'HIPAA' })).toHaveAttribute('aria-pressed', 'false');
    expect(cards()).toHaveLength(filterArticles(onFirstPage, 'California').length);

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByPlaceholderText('Search articles...')).toHaveValue('');
    expect(cards()).toHaveLength(onFirstPage.length);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('typed text matching a chip (any case) highlights that chip', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ResourceSearch listing={firstPage} />, { path: '/resources' });
    await user.type(screen.getByPlaceholderText('Search articles...'), 'hipaa');
    expect(screen.getByRole('button', { name: 'HIPAA' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads the search from the URL and survives back/forward', async () => {
    const user = userEvent.setup();
    const { router } = renderWithRouter(<ResourceSearch listing={firstPage} />, { path: '/resources?q=Inference' });
    expect(screen.getByPlaceholderText('Search articles...')).toHaveValue('Inference');
    await user.click(screen.getByRole('button', { name: 'AI' }));
    expect(screen.getByPlaceholderText('Search articles...')).toHaveValue('AI');
    await router.navigate(-1);
    expect(await screen.findByDisplayValue('Inference')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ResourceSearch listing={firstPage} />, { path: '/resources' });
    await user.type(screen.getByPlaceholderText('Search articles...'), 'zzqx-no-such-thing');
    expect(await screen.findByText('No articles found matching your search.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Articles' })).toBeNull();
  });
});
