import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { mockGateway } from './mocks/vite-plugin.ts';
import { firstPaint, type EarlyStart } from './scripts/first-paint.ts';

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

// The app is served at / and calls the API at /api. In development and preview the mock
// gateway (mocks/) answers /api by forwarding to Prism; in production a real server does.
export default defineConfig({
  plugins: [react(), mockGateway(), firstPaint({ fonts: PRELOADED_FONTS, early: EARLY_START })],
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
