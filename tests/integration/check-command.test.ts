import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkArticles, formatIssues } from '../../tools/content/check';
import { collectContent } from '../../tools/content/collect';
import { buildEnvironment, copyCheckout, removeCopy, run } from '../support/checkoutCopy';

let copy: string | undefined;
afterAll(() => removeCopy(copy));

describe('the content check on the site’s own articles', () => {
  it('finds every article folder and no problem in today’s content', async () => {
    const { articles, site, unreadable } = await collectContent();
    expect(articles.length).toBeGreaterThanOrEqual(22);
    expect(site.routes).toContain('/resources/healthline-case-healthcare-marketers');
    const issues = [...unreadable, ...(await checkArticles(articles, site))];
    expect(issues, formatIssues(issues)).toEqual([]);
  }, 60_000);

  it('stops `npm run build` before it builds anything when an article links to no page', async () => {
    copy = copyCheckout('blueprint-content-');
    const body = join(copy, 'src/content/articles/target-pregnancy-prediction-health-advertising/body.ts');
    const text = readFileSync(body, 'utf8');
    writeFileSync(body, text.replace("href: '/privacy-by-design'", "href: '/privacy-by-desing'"));

    const build = run('npm', ['run', 'build'], { cwd: copy, env: buildEnvironment() });
    const failure = (await build.then(
      () => undefined,
      (error: unknown) => error,
    )) as { code: number; stderr: string } | undefined;
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('src/content/articles/target-pregnancy-prediction-health-advertising/body.ts');
    expect(failure?.stderr).toContain(
      'the link "how we design for privacy" → /privacy-by-desing: there is no such page. Did you mean /privacy-by-design?',
    );
    expect(existsSync(join(copy, 'dist'))).toBe(false);
  }, 120_000);
});
