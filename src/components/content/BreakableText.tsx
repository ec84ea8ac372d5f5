import { Fragment } from 'react';

/** Email addresses and web addresses: words a line cannot break by itself. Trailing punctuation stays out. */
const ADDRESS = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:https?:\/\/|www\.)\S*[^\s.,;:!?)’”])/;

/**
 * Text whose email and web addresses may break before an "@" or a ".", the usual places to break an
 * address, so a 320 px screen shows "privacy@example" / ".com" rather than cutting it at whichever letter
 * reaches the edge (the page's `overflow-wrap: break-word` fallback). `<wbr>` adds no character: what is
 * read, copied and announced is unchanged.
 */
export function BreakableText({ text }: { text: string }) {
  // split() with a capturing group puts the addresses at the odd indices.
  return text.split(ADDRESS).map((part, index) =>
    index % 2 === 0 ? (
      part
    ) : (
      <Fragment key={index}>
        {part.split(/(?=[@.])/).map((piece, at) => (
          <Fragment key={at}>
            {at > 0 && <wbr />}
            {piece}
          </Fragment>
        ))}
      </Fragment>
    ),
  );
}
