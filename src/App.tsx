import { StrictMode, useEffect, type ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';

/** What wraps the router on both the server and the client, so the two trees match. */
export function AppFrame({ children }: { children: ReactNode }) {
  // Marks the document once the client has hydrated: browser tests wait for it instead of guessing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <StrictMode>
      <HelmetProvider>{children}</HelmetProvider>
    </StrictMode>
  );
}
