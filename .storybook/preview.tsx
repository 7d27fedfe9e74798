import '@fontsource-variable/vazirmatn';
import '../src/app/fonts.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '../src/app/touch.css';
import { cleanNotifications } from '@mantine/notifications';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { withApp } from '../src/testing/story-decorators';
import { contractHandlers } from '../src/testing/handlers';
import { travelTo } from '../src/testing/travel';
import { unmockedCallGuard } from './unmocked-calls';

// A story's queries wait up to 5 s, as the unit tests' do (src/testing/setup.ts): a guard against
// hangs, not a speed limit; the story tests run beside the unit tests on a loaded 2-core machine.
configure({ asyncUtilTimeout: 5000 });

// Stories render as the app does: Persian, right to left (index.html sets the same on <html>).
document.documentElement.lang = 'fa';
document.documentElement.dir = 'rtl';

const unmocked = unmockedCallGuard();

const preview: Preview = {
  // Every story starts with the contract's examples; a story overrides calls in parameters.msw.handlers.
  // A call no handler answers fails the story (the page's own files load from the dev server).
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...contractHandlers());
      await worker.start({ onUnhandledRequest: unmocked.onUnhandledRequest, quiet: true });
      return worker;
    }),
  ],
  beforeAll: unmocked.beforeAll,
  beforeEach: (context) => {
    // The story files share one page (vitest.config.ts, isolate: false), and each story starts as a
    // fresh page would. Notifications live in one store for the page: none is left by the last story.
    cleanNotifications();
    // Mantine's autosizing textarea measures in a hidden textarea it adds to <body> once and keeps at
    // the last measured width: a desktop story's 720 px would widen a phone story's page.
    document.querySelectorAll('body > textarea[aria-hidden="true"]').forEach((node) => node.remove());
    unmocked.beforeEach(context);
    // Every story runs at the world's moment, the examples' own: «۴ روز مانده» stays true on any date.
    return travelTo();
  },
  afterEach: unmocked.afterEach,
  decorators: [withApp],
  parameters: {
    layout: 'fullscreen',
    // axe on every story; only the violations are described (axe builds no selectors or snippets
    // for the thousands of nodes that pass): the same failures, the story tests 14 % faster.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    viewport: {
      options: {
        mobile: {
          name: 'موبایل ۳۶۰',
          styles: { width: '360px', height: '740px' },
        },
        desktop: {
          name: 'دسکتاپ ۱۲۸۰',
          styles: { width: '1280px', height: '800px' },
        },
      },
    },
  },
};

export default preview;
