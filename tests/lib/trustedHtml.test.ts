import { afterEach, describe, expect, it } from 'vitest';
import { emptyHtml } from '@/lib/trustedHtml';

describe('emptyHtml', () => {
  const withTrustedTypes = globalThis as { trustedTypes?: unknown };
  afterEach(() => {
    delete withTrustedTypes.trustedTypes;
  });

  it("is the browser's empty TrustedHTML where Trusted Types exist (a string would be refused)", () => {
    const emptyHTML = { toString: () => '' };
    withTrustedTypes.trustedTypes = { emptyHTML };
    expect(emptyHtml()).toBe(emptyHTML);
  });

  it('is an empty string where they do not (the prerender, older engines)', () => {
    expect(emptyHtml()).toBe('');
  });
});
