import { describe, expect, it } from 'vitest';
import { escapeXml } from '@/lib/escapeXml.build';

describe('escapeXml', () => {
  it('escapes the five characters XML reserves, the ampersand first so nothing is escaped twice, and leaves every other as it is', () => {
    expect(escapeXml(`Q&A <b> "it's"`)).toBe('Q&amp;A &lt;b&gt; &quot;it&apos;s&quot;');
    expect(escapeXml('https://example.com/resources/a-b?c=d')).toBe('https://example.com/resources/a-b?c=d');
  });
});
