import { describe, expect, it } from 'vitest';
import { decodeEntities, pageDate, pageText } from '../../tools/content/pageText';

const page = `<!doctype html><html lang="en"><head>
<title>Privacy by Design | Blueprint</title>
<meta name="description" content="Random groups &amp; group-level prevalence."/>
<script type="application/ld+json">{"@type":"Article","datePublished":"2025-06-04","headline":"Hidden words"}</script>
</head><body><div id="root"><header><a href="/" aria-label="Blueprint home"><svg aria-hidden="true"></svg></a></header>
<main><h1>Privacy isn&#x27;t negotiable.</h1><h3><span class="sr-only">Step 01: </span>No personal identifiers</h3>
<p>We work <strong>only</strong> with <a href="/privacy">pseudonymous identifiers</a>.<br/>Second line.</p>
<ul><li>One</li><li>Two</li></ul><img src="/a.svg" alt="A chart of groups"/>
<input placeholder="Search articles..."/><noscript><p>Without JavaScript, this form posts.</p></noscript>
<!-- a comment is not text --><script type="application/json" id="article-data">{"secret":"not text"}</script>
<style>.x{content:"not text"}</style></main></div></body></html>`;

describe('the readable text of a prerendered page', () => {
  it('gives the title, the description, one piece per block, then alt texts, labels and placeholders', () => {
    expect(pageText(page)).toEqual([
      'Privacy by Design | Blueprint',
      'Random groups & group-level prevalence.',
      'Privacy isn\u0027t negotiable.',
      'Step 01: No personal identifiers',
      'We work only with pseudonymous identifiers.',
      'Second line.',
      'One',
      'Two',
      'Without JavaScript, this form posts.',
      'Blueprint home',
      'A chart of groups',
      'Search articles...',
    ]);
  });

  it('decodes the entities React writes, named and numeric', () => {
    expect(decodeEntities('&quot;a&quot; &amp; b&#x27;s &#8212; &lt;c&gt;&nbsp;d')).toBe('"a" & b\u0027s \u2014 <c> d');
  });

  it('dates an article’s page from its structured data, and no other page', () => {
    expect(pageDate(page)).toBe('2025-06-04');
    expect(pageDate('<html><body><time dateTime="2025-01-01">x</time></body></html>')).toBeUndefined();
  });
});
