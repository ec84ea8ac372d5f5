import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      setupFiles: ['tests/setup.ts'],
      restoreMocks: true,
      // The suite tests the defaults, whatever a developer's .env holds for their own builds.
      env: { VITE_API_BASE_URL: '', VITE_SITE_URL: '' },
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: ['tests/integration/**'],
            // The form tests type with user-event in jsdom: a few seconds each on a loaded 2-core CI machine.
            testTimeout: 20_000,
          },
        },
        {
          // Tests that copy the checkout and build it or run one of its commands: slow, and in Node.
          extends: true,
          test: {
            name: 'integration',
            environment: 'node',
            include: ['tests/integration/**/*.test.ts'],
            testTimeout: 180_000,
            hookTimeout: 180_000,
          },
        },
      ],
    },
  }),
);
