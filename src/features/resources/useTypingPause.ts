import { useEffect, useState } from 'react';

/**
 * How long typing must pause before the results follow. A new page of results costs the browser a long
 * frame of style and layout (about 50 ms at 4× CPU slowdown); during that frame a keystroke waits. Letters
 * typed closer together than this draw no results in between.
 */
export const TYPING_PAUSE_MS = 150;

/** The query the results show: a typed one once typing pauses; a chip's, Clear's or the address's at once. */
export function useTypingPause(query: string, typed: boolean): string {
  const [settled, setSettled] = useState(query);
  // Adjusting state while rendering (React's documented pattern), so that typing after a chip starts from it.
  if (!typed && settled !== query) setSettled(query);
  useEffect(() => {
    if (!typed) return;
    const timer = setTimeout(() => setSettled(query), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, typed]);
  return typed ? settled : query;
}
