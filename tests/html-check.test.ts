import { describe, expect, it } from 'vitest';
import { describeMessage, pageResults, type NuMessage } from '../tools/test/html-check/report';

const ROOT = '/site/dist';
const FILES = [`${ROOT}/index.html`, `${ROOT}/privacy-choices.html`, `${ROOT}/resources/a.html`];

const message = (type: NuMessage['type'], file: string | undefined, extra: Partial<NuMessage> = {}): NuMessage => ({
  type,
  url: file && `file:${ROOT}/${file}`,
  message: `${type} in ${file}`,
  ...extra,
});

describe('the Nu HTML Checker report', () => {
  it('gives every page checked a result, one without a message too; fails a page on an error, keeps warnings apart and leaves plain information out', () => {
    const results = pageResults(ROOT, FILES, [
      message('error', 'privacy-choices.html', { lastLine: 14, firstColumn: 3 }),
      message('info', 'privacy-choices.html'),
      message('info', 'resources/a.html', { subType: 'warning' }),
    ]);
    expect(results.map((result) => result.page)).toEqual(['index.html', 'privacy-choices.html', 'resources/a.html']);
    const byPage = Object.fromEntries(results.map((result) => [result.page, result]));
    expect(byPage['privacy-choices.html']).toMatchObject({ errors: [{ type: 'error' }], warnings: [] });
    expect(byPage['resources/a.html']).toMatchObject({ errors: [], warnings: [{ subType: 'warning' }] });
    expect(byPage['index.html']).toMatchObject({ errors: [], warnings: [] });
    expect(describeMessage('privacy-choices.html', byPage['privacy-choices.html'].errors[0])).toBe(
      'privacy-choices.html:14:3: error in privacy-choices.html',
    );
  });

  it('leaves out what the checker’s CSS validator says of the inlined stylesheet', () => {
    const results = pageResults(ROOT, FILES, [
      message('error', 'index.html', { message: 'CSS: Unrecognized at-rule “@property”' }),
      message('error', 'index.html', {
        message: 'Element “div” not allowed as child of element “ul” in this context.',
      }),
    ]);
    expect(results.find((result) => result.page === 'index.html')?.errors).toEqual([
      expect.objectContaining({ message: 'Element “div” not allowed as child of element “ul” in this context.' }),
    ]);
  });

  it('fails a file the checker could not read, and a message that names no page', () => {
    const results = pageResults(ROOT, FILES, [
      message('non-document-error', 'resources/a.html'),
      message('error', undefined),
    ]);
    expect(results.filter((result) => result.errors.length > 0).map((result) => result.page)).toEqual([
      '(no page)',
      'resources/a.html',
    ]);
  });
});
