import { expect, test } from './support/fixtures';
import { visit } from './support/site';

/* Full-text search on the production build, typed key by key as a visitor types. */

const cards = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Articles' }).getByRole('article');

test('a word found only in article bodies shows each card with a line of the body, the word marked', async ({
  page,
}) => {
  await visit(page, '/resources');
  await page.getByRole('searchbox', { name: 'Search articles' }).pressSequentially('sephora');
  // Final once announced: the listing's own cards stay until typing pauses and the search has answered.
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(/^\d+ articles? found$/);
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const excerpt = cards(page)
      .nth(i)
      .locator('p', { has: page.locator('mark') })
      .last();
    await expect(excerpt.locator('mark').first()).toHaveText(/^Sephora/);
  }
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
    `${count} ${count === 1 ? 'article' : 'articles'} found`,
  );
});

test('a misspelled word still finds its article', async ({ page }) => {
  await visit(page, '/resources');
  await page.getByRole('searchbox', { name: 'Search articles' }).pressSequentially('helthline settlment');
  await expect(cards(page).first().getByRole('heading')).toHaveText(/Healthline/);
});

test('words in any order: "box black" finds Black-Box, marked in the title', async ({ page }) => {
  await visit(page, '/resources');
  await page.getByRole('searchbox', { name: 'Search articles' }).pressSequentially('box black');
  const title = cards(page).first().getByRole('heading');
  await expect(title).toHaveText('The Hidden Risk of Black-Box Health Audiences');
  await expect(title.locator('mark')).toHaveText(['Black', 'Box']);
});

test('nothing found: says so, then offers the closest known word, which searches when chosen', async ({ page }) => {
  await visit(page, '/resources');
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.pressSequentially('prgnacy');
  await expect(page.getByText('No articles found matching your search.')).toBeVisible();
  await page.getByRole('button', { name: 'pregnancy' }).click();
  await expect(search).toHaveValue('pregnancy');
  await expect(page).toHaveURL('/resources?q=pregnancy');
  await expect(cards(page).first().getByRole('heading')).toHaveText(/Pregnancy/);
});

test('a question in the reader’s own words: other forms of a word count, the small words neither filter nor mark', async ({
  page,
}) => {
  await visit(page, '/resources');
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.pressSequentially('what did the uc irvine study find');
  await expect(cards(page).first().getByRole('heading')).toHaveText(
    'UC Irvine Study: Data Brokers Ignore Privacy Requests',
  );
  await search.fill('');
  await search.pressSequentially('how was the pregnancy predicted');
  const title = cards(page).first().getByRole('heading');
  await expect(title).toHaveText('What Target’s Pregnancy Prediction Teaches Health Advertisers');
  // "predicted" marks "Prediction"; "What", a small word of the question, is not marked.
  await expect(title.locator('mark')).toHaveText(['Pregnancy', 'Prediction']);
});

test('nothing found and no close word: the topics to start from, not a guess', async ({ page }) => {
  await visit(page, '/resources');
  await page.getByRole('searchbox', { name: 'Search articles' }).pressSequentially('cancer');
  await expect(page.getByText('No articles found matching your search.')).toBeVisible();
  await expect(page.getByText('Did you mean')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Topics to try' }).getByRole('link')).toHaveCount(8);
});
