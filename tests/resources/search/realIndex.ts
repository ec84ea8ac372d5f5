import { searchIndexData } from '@/features/resources/searchIndexData.build';
import { searchIndexFiles, type IndexedArticle } from '@/features/resources/search/buildIndex.build';
import { SearchEngine } from '@/features/resources/search/engine';
import { SEARCH_INDEX_PATH, shardPath, type SearchBase } from '@/features/resources/search/indexFormat';

/** An engine over the files a build writes, with every shard loaded: what the browser has once they arrive. */
export function engineOver(files: { path: string; json: string }[]): SearchEngine {
  const read = (path: string) => JSON.parse(files.find((file) => file.path === path)!.json) as unknown;
  const base = read(SEARCH_INDEX_PATH) as SearchBase;
  const engine = new SearchEngine(base);
  base.shardStarts.forEach((_, shard) => engine.addShard(shard, read(shardPath(base.id, shard)) as number[][]));
  return engine;
}

/** The search over today's listed articles. */
export async function realEngine(): Promise<SearchEngine> {
  return engineOver(await searchIndexData());
}

/** A small made-up collection: for the rules, independent of what the articles say today. */
type ToyArticle = Partial<IndexedArticle['doc']> & { slug: string; headings?: string[]; body?: string };

export function toyEngine(articles: ToyArticle[]) {
  return engineOver(
    searchIndexFiles(
      articles.map(({ headings = [], body = '', ...doc }) => ({
        doc: {
          title: '',
          summary: '',
          date: '2025-01-01',
          label: 'AI',
          author: 'The Blueprint Team',
          topics: [],
          ...doc,
        },
        headings,
        body,
        readable: [...headings, body].join('\n'),
      })),
    ),
  );
}

export const slugs = (engine: SearchEngine, query: string) => engine.search(query).hits.map((hit) => hit.doc.slug);
