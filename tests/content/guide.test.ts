import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '@/content/articles/schema';
import { TOPICS } from '@/content/articles/types';
import { authors } from '@/content/authors';

const root = resolve(import.meta.dirname, '../..');
const guide = readFileSync(resolve(root, 'CONTENT.md'), 'utf8');
const scripts = Object.keys(JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).scripts);

describe('CONTENT.md, the editors’ guide, matches what the check accepts', () => {
  it('shows every kind of block', () => {
    for (const type of BLOCK_TYPES) expect(guide, type).toContain(`type: '${type}'`);
  });

  it('lists every topic and every author', () => {
    for (const topic of TOPICS) expect(guide, topic).toContain(`'${topic}'`);
    for (const author of Object.keys(authors)) expect(guide, author).toContain(`'${author}'`);
  });

  it('names only commands that exist', () => {
    const named = [...guide.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(3);
    for (const script of named) expect(scripts, script).toContain(script);
  });
});
