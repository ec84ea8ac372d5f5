import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      include: ['tests/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      // The suite tests the defaults, whatever a developer's .env holds for their own builds.
      env: { VITE_API_BASE_URL: '', VITE_SITE_URL: '' },
      // The form tests type with user-event in jsdom: a few seconds each on a loaded 2-core CI machine.
      testTimeout: 20_000,
    },
  }),
);
