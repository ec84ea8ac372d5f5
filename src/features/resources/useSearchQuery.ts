import { useLayoutEffect, useState, type RefObject } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { useHydrated } from '@/lib/useHydrated';

/** Marks the history entries this hook writes, so it can tell its own URL updates from anyone else's. */
const OWN_WRITE = 'resources-search';

/**
 * The listing's search text, mirrored into ?q= so a search can be shared and survives Back/Forward.
 *
 * The input is driven by local state, not by the URL: a router navigation settles after the key event
 * has finished, and a controlled input whose value arrives late is reset by React in between, so fast
 * typing lost every other character. The URL follows the text; the text follows the URL only when
 * somebody else moved it (Back/Forward, a link to /resources?q=…). It starts empty until hydration
 * because the prerendered page lists everything.
 *
 * Typing rewrites the current history entry itself rather than through the router: a router navigation
 * renders every link on the page again (each reads the location), a long task on every keystroke. The
 * router does not see that write, and needs not: on Back or Forward it reads the address afresh, and a
 * chip, Clear or a suggestion (a new entry each) goes through it with an explicit push.
 */
/** Puts the typed text in the address without a router navigation, keeping the router's entry state. */
function writeTypedQuery(value: string) {
  const url = new URL(window.location.href);
  if (value) url.searchParams.set('q', value);
  else url.searchParams.delete('q');
  window.history.replaceState(window.history.state, '', url);
}

export function useSearchQuery(box: RefObject<HTMLInputElement | null>): [
  text: string,
  setQuery: (value: string, options: { replace: boolean }) => void,
  /** Whether the text last changed by typing (a `replace` write), rather than by a chip, Clear or the address. */
  typed: boolean,
] {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = hydrated ? (searchParams.get('q') ?? '') : '';

  const [text, setText] = useState(urlQuery);
  const [typed, setTyped] = useState(false);
  // The location object, not its key: Back to an entry returns its key, and when React skipped rendering
  // the entry in between (a router update superseded by the next), the key alone looked unchanged.
  const locationSeen = hydrated ? location : null;
  const [lastSeen, setLastSeen] = useState(locationSeen);
  if (locationSeen !== lastSeen) {
    // Adjusting state while rendering (React's documented pattern): no extra commit with a stale value.
    setLastSeen(locationSeen);
    const ownWrite = navigationType !== 'POP' && (location.state as { from?: string } | null)?.from === OWN_WRITE;
    // Text typed before hydration (taken over below) is newer than the address the page came with.
    const typedBeforeHydration = lastSeen === null && typed;
    if (!ownWrite && !typedBeforeHydration) {
      setText(urlQuery);
      setTyped(false);
    }
  }

  // Text typed before the scripts arrived is in the box, not in this state, and React would put the prerendered
  // empty value back: it is taken over as typed while the page hydrates (a layout effect runs before that).
  useLayoutEffect(() => {
    const typedEarly = box.current?.value;
    if (!typedEarly) return;
    // Once, from the DOM (an outside system here): the render that follows shows the visitor's own text.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setText(typedEarly);
    setTyped(true);
    writeTypedQuery(typedEarly);
  }, [box]);

  function setQuery(value: string, { replace }: { replace: boolean }) {
    if (value === text) return;
    setText(value);
    setTyped(replace);
    if (replace) {
      writeTypedQuery(value);
      return;
    }
    setSearchParams(value ? { q: value } : {}, { replace, preventScrollReset: true, state: { from: OWN_WRITE } });
  }

  return [text, setQuery, typed];
}
