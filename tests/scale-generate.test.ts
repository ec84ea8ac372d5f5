import { describe, expect, it } from 'vitest';
import { BODY_WORDS, generateArticle, realSentences } from '../tools/bench/scale/generate';

const sentences = realSentences('src/content/articles');
/** Articles 1 to 200, generated once for every rule below. */
const generated = Array.from({ length: 200 }, (_, i) => generateArticle(i + 1, sentences));

describe('generated articles for scale tests', () => {
  it('are recombined from many real sentences', () => {
    expect(sentences.length).toBeGreaterThan(200);
  });

  it('are the same in every run, and differ from one another', () => {
    expect(generateArticle(7, sentences)).toEqual(generateArticle(7, sentences));
    expect(new Set(generated.map((article) => article.body)).size).toBe(generated.length);
  });

  it('fit the content rules a build checks: title ≤ 70, summary 70–200', () => {
    for (const { meta } of generated) {
      const fields = JSON.parse(
        meta.slice(meta.indexOf('{', meta.indexOf('export default')), meta.lastIndexOf('}') + 1),
      ) as Record<'title' | 'summary', string>;
      expect(fields.title.length, fields.title).toBeLessThanOrEqual(70);
      expect(fields.summary.length, fields.summary).toBeGreaterThanOrEqual(70);
      expect(fields.summary.length, fields.summary).toBeLessThanOrEqual(200);
    }
  });

  it('have bodies as long as the real articles’, so the search index grows as it would', () => {
    for (const { body } of generated) {
      const text = [...body.matchAll(/"(?:text|content)":\[?"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1]).join(' ');
      const words = text.split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(BODY_WORDS.min);
      expect(words).toBeLessThanOrEqual(BODY_WORDS.max);
    }
  });
});
