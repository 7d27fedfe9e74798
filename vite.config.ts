import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { mockGateway } from './mocks/vite-plugin.ts';
import { firstPaint, type EarlyStart } from './scripts/first-paint.ts';
import { sky } from './src/shared/settings/palettes.ts';

/**
 * Per URL path (`*`: every path). Without this the browser learns about a page's chunks and calls
 * only after the entry chunk has downloaded and run: more round trips before the page can paint.
 */
const EARLY_START: Record<string, EarlyStart> = {
  // The status gate (app-root.tsx) on every page.
  '*': { api: ['/status'] },
  // The home page and its layout; the footer's contact details.
  '/': {
    code: ['src/app/layouts/public-layout.tsx', 'src/features/public/landing/landing-screen.tsx'],
    api: ['/public/contact-info/'],
  },
};

/**
 * Font files every page paints with (src/app/fonts.css: Vazirmatn cut to the Persian letters, and
 * to basic Latin for punctuation and e-mail addresses). Preloaded so that they are in before the
 * first render: text never swaps fonts after it is shown, so nothing shifts.
 */
const PRELOADED_FONTS = /^vazirmatn-(fa|latin-basic)\.woff2$/;

/**
 * Chunking: HTTP/1.1 and mobile round trips make many small chunks slow, so (1) everything the
 * entry loads statically is one chunk, and (2) small UI and shared modules that many routes use
 * (28 or more lazy chunks: with the teacher's screens, 16 put every form control in it; with the
 * school's and the chat's, 24 put so much in it that `/` went from 1.08× to 1.18× the floor, and 28
 * takes it back to 1.09×) are one `ui` chunk instead of a dozen sub-kilobyte files per page. The
 * practice engine (question views, the eight answer inputs) and the generated endpoint modules (one
 * per role's calls) stay out of it: in `ui` every page's first load would carry them, and a pupil's
 * would carry the teachers' calls once a dozen teacher screens share them.
 */
const CODE_SPLITTING: Rolldown.OutputOptions['codeSplitting'] = {
  groups: [
    { name: 'index', tags: ['$initial'], priority: 2 },
    {
      name: 'ui',
      // Not InlineInput (the checkbox's and radio's frame): 28 lazy chunks reach it once the teacher's
      // forms multiply (issue 28), and in `ui` it would add 0.5 KB to every pupil's first load.
      test: /node_modules[\\/](@mantine[\\/](core|hooks)|dayjs|jalaliday)[\\/](?!.*[\\/]InlineInput[\\/])|src[\\/]shared[\\/](?!practice[\\/])|src[\\/]api[\\/](?!generated[\\/]endpoints[\\/])/,
      minShareCount: 28,
      priority: 1,
    },
  ],
};

/** Days, in seconds (Workbox's expiration counts seconds). */
const DAYS = 24 * 60 * 60;

/**
 * The installable app (issue 30; README, "Installable and offline"). The service worker precaches
 * the app's shell: index.html, the entry chunk and stylesheet, the shared `ui` chunk, the two font
 * files every page paints with, and the manifest's icons: 298 KB, of which all but index.html and the
 * icons the first page has just downloaded (Workbox takes hashed files from the HTTP cache). Every other chunk (each
 * role's screens) is kept after its first use: the runtime route below caches what the page loads
 * once the worker controls it, and src/app/pwa/register.ts hands it what the first visit loaded
 * before. Hashed names never change content, so they are served from the cache first. API answers
 * are never cached by the worker: its cache is the origin's, shared by whoever uses the device, and
 * keyed by the address alone; a pupil's data is kept per user by the app instead (src/shared/offline/pages-offline.ts).
 * A new build waits until the user accepts «به‌روزرسانی» (registerType `prompt`).
 */
const PWA = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'دانش‌آموز یار',
    short_name: 'دانش‌آموز یار',
    description: 'تمرین ریاضی، فارسی و علوم برای دانش‌آموزان پایه سوم تا ششم دبستان',
    lang: 'fa',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // The default preset (sky): its primary shade as index.html's theme colour, its lightest as the page's.
    theme_color: sky[8],
    background_color: sky[0],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: [
      'index.html',
      'favicon.svg',
      'assets/index-*.{js,css}',
      'assets/ui-*.{js,css}',
      'assets/vazirmatn-{fa,latin-basic}-*.woff2',
    ],
    // Any page opened without the network gets the app, which shows what it has (offline-cache.ts).
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/__mock\//, /^\/media\//],
    // The first install takes the open page at once, so the chunks it loads next are kept; an
    // update still waits for the user (no skipWaiting).
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'code',
          // A server's `Vary: Origin` (vite preview's CORS) would make the page's own requests and
          // the ones register.ts hands over miss each other's entries: one file, one entry.
          matchOptions: { ignoreVary: true },
          // 314 files in all today; old builds' chunks fall out after 60 days unused.
          expiration: { maxEntries: 600, maxAgeSeconds: 60 * DAYS },
        },
      },
    ],
  },
});

// The app is served at / and calls the API at /api. In development and preview the mock
// gateway (mocks/) answers /api by forwarding to Prism; in production a real server does.
export default defineConfig({
  plugins: [
    react(),
    mockGateway(),
    firstPaint({ fonts: PRELOADED_FONTS, early: EARLY_START }),
    PWA,
    // `.br` and `.gz` beside each text file, served as they are by nginx (deploy/nginx.conf).
    compression({ include: /\.(html|js|mjs|css|json|svg|webmanifest)$/ }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true },
  // Pre-bundled up front, so the first story test run does not re-optimise mid-run.
  optimizeDeps: { include: ['dayjs', 'jwt-decode', 'msw', 'msw/browser'] },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: CODE_SPLITTING } },
  },
});
