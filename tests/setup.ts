import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor give up after 1 s by default: a 2-core CI machine running the build beside the unit
// tests can take longer to render a page. They return as soon as the condition holds, so a pass costs nothing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Undone after each test rather than before the next (restoreMocks): in a shared module graph
  // (vitest.config.ts), the next file's module code and beforeAll would otherwise run with them.
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  // Tests of build tools run in Node (vitest.config.ts), without a document.
  if (typeof document !== 'undefined') document.head.innerHTML = '';
  // The search box writes ?q= into the address itself: each test starts from the same one.
  if (typeof window !== 'undefined') window.history.replaceState(null, '', '/');
});
