import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Debian's Chromium (browsers cannot be downloaded here); flags that work headless as root. */
const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

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
            // A guard against hangs, not a speed limit: typing through whole forms on a loaded 2-core CI machine takes seconds.
            testTimeout: 20_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['mocks/**/*.test.ts', 'openapi/**/*.test.ts', 'scripts/**/*.test.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          test: {
            name: 'storybook',
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
