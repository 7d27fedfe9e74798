import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW service worker lives here, not in the app's public/, so it never ships to users; the
  // app's public/ (the demo world's pictures and videos under /media/) is served as the app serves it.
  staticDirs: ['./public', '../public'],
  core: { disableTelemetry: true },
};

export default config;
