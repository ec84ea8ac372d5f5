import { describe, expect, it } from 'vitest';
import type { Block } from '@/content/articles/types';
import { bodyRuns, prerenderedRuns } from '@/features/article/bodyRuns';

const paragraph = (text: string): Block => ({ type: 'paragraph', content: [text] });
const fact = (value: string) => ({ value, status: 'awaiting' as const, source: 'test' });
const episode: Block = {
  type: 'podcast',
  title: 'An episode',
  summary: fact('About it'),
  guests: fact('Someone'),
  runtime: fact('40:50'),
  media: 'audio',
  embedUrl: fact('https://player.example/embed'),
  externalUrl: fact('https://player.example/episode'),
  externalLabel: 'Listen',
};

describe('bodyRuns', () => {
  it('keeps a body without islands as one run, in order', () => {
    const body = [paragraph('a'), { type: 'connect' } as Block, paragraph('b')];
    expect(bodyRuns(body)).toEqual([body]);
  });

  it('splits runs around each interactive block, and starts and ends with an island without empty runs', () => {
    const body = [paragraph('a'), episode, paragraph('b'), paragraph('c')];
    expect(bodyRuns(body)).toEqual([[paragraph('a')], episode, [paragraph('b'), paragraph('c')]]);
    expect(bodyRuns([episode])).toEqual([episode]);
    expect(bodyRuns([episode, episode])).toEqual([episode, episode]);
  });

  it('hands the first load only the islands: static runs become null', () => {
    expect(prerenderedRuns(bodyRuns([paragraph('a'), episode, paragraph('b')]))).toEqual([null, episode, null]);
  });
});
