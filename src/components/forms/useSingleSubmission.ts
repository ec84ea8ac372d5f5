import { useRef, type FormEvent } from 'react';

/**
 * Wraps a form's submit handler so a second submit (a double click, Enter pressed twice) that lands
 * before React re-renders with the disabled button is dropped: the flag is set synchronously. `busy`
 * (the form's submission in flight, as its submission hook reads it) drops one too.
 */
export function useSingleSubmission(submit: (event: FormEvent<HTMLFormElement>) => Promise<void>, busy = false) {
  const inFlight = useRef(false);
  return (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current || busy) {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
    void submit(event).finally(() => {
      inFlight.current = false;
    });
  };
}
