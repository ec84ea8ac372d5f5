import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Tests of build tools run in Node (`// @vitest-environment node`), without a document.
  if (typeof document !== 'undefined') document.head.innerHTML = '';
});
