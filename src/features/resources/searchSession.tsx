/**
 * The search as the listing uses it: the engine's session (./search/), with each hit presented as a card
 * shows it, its matched words marked. Loaded with the engine on the box's first focus or keystroke.
 */
import { startTransition, useEffect, useState } from 'react';
import { CardExcerpt, type CardHighlights } from './ArticleCard';
import { highlight } from './highlight';
import type { SearchCard } from './listing';
import type { SearchHit, SearchResult } from './search/engine';
import { excerpt, matchRanges } from './search/marks';
import { openSearch, type SearchSession } from './search/searchClient';

export interface ListingSearch extends SearchSession<SearchCard> {
  present(hit: SearchHit<SearchCard>, result: SearchResult<SearchCard>): CardHighlights;
}

export async function openListingSearch(onChange: () => void, onOutdated: () => void): Promise<ListingSearch> {
  const session = await openSearch<SearchCard>(onChange, onOutdated);
  return {
    ...session,
    present(hit, result) {
      const marked = (text: string) => highlight(text, matchRanges(text, result.isMatch));
      return {
        title: marked(hit.doc.title),
        summary: marked(hit.doc.summary),
        author: marked(hit.doc.author),
        excerpt: hit.inCard ? undefined : (
          <BodyExcerpt session={session} slug={hit.doc.slug} isMatch={result.isMatch} />
        ),
      };
    },
  };
}

/** The excerpt, once the article's text has arrived; nothing before it, nor when no line holds a matched word. */
function BodyExcerpt({
  session,
  slug,
  isMatch,
}: {
  session: SearchSession<SearchCard>;
  slug: string;
  isMatch: (folded: string) => boolean;
}) {
  const [body, setBody] = useState<{ session: SearchSession<SearchCard>; slug: string; text: string }>();
  useEffect(() => {
    let current = true;
    session.bodyText(slug).then(
      // Finding the line is a scan of the whole text: as a transition, the cards' excerpts render a card
      // at a time, between the visitor's keystrokes, rather than all at once ahead of them.
      (text) => current && startTransition(() => setBody({ session, slug, text })),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [session, slug]);
  // A text of the same slug from a session opened before a deploy is not this one's.
  const line = body?.session === session && body.slug === slug ? excerpt(body.text, isMatch) : undefined;
  return line ? <CardExcerpt>{highlight(line, matchRanges(line, isMatch))}</CardExcerpt> : null;
}
