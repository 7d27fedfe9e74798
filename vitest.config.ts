import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumArgs, testChromiumPath } from './scripts/chromium.mjs';
import viteConfig from './vite.config.ts';

/** Debian's headless Chromium with the flags that work headless as root (scripts/chromium.mjs). */
const chromium = { executablePath: testChromiumPath, args: chromiumArgs };

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['src/testing/setup.ts'],
            // One jsdom per worker, not per file: every render gets a new query client (renderWithApp)
            // and the setup resets MSW handlers, storage and toasts after each test, so nothing
            // carries over; the 170 files run in 84 s instead of 296 s on this machine.
            isolate: false,
            // A guard against hangs, not a speed limit: typing through whole forms on a loaded 2-core CI machine takes seconds.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['mocks/**/*.test.ts', 'openapi/**/*.test.ts', 'scripts/**/*.test.ts', 'conformance/**/*.test.ts'],
            setupFiles: ['src/testing/node-setup.ts'],
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
            // The story files share one page per worker instead of a fresh frame each (7 min 11 s → 4 min 13 s for the
            // story tests alone): each story renders anew, and .storybook/preview.tsx clears what a
            // story could leave in the page (toasts, the autosize textarea, handlers, the clock).
            isolate: false,
            // A guard against hangs, not a speed limit (Vitest's browser default is 15 s): a story that
            // types through a whole form on a loaded 2-core CI machine takes seconds.
            testTimeout: 30_000,
            // Two story runs at once (parallel work on one machine) need two ports; CI uses the default.
            ...(process.env.VITEST_BROWSER_PORT ? { api: { port: Number(process.env.VITEST_BROWSER_PORT) } } : {}),
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({ launchOptions: chromium }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
