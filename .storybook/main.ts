import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW service worker lives here, not in the app's public/, so it never ships to users; the
  // app's public/ (the demo world's pictures and videos under /media/) is served as the app serves it.
  staticDirs: ['./public', '../public'],
  core: { disableTelemetry: true },
  // Stories need no service worker of the app's (vite.config.ts, `PWA`): its plugin would write one
  // into every Storybook build for nothing.
  viteFinal: (config) => ({
    ...config,
    plugins: config.plugins
      ?.flat()
      .filter((plugin) => !(plugin && 'name' in plugin && plugin.name.startsWith('vite-plugin-pwa'))),
  }),
};

export default config;
