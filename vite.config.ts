import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mockGateway } from './mocks/vite-plugin.ts';

// The app is served at / and calls the API at /api. In development and preview the mock
// gateway (mocks/) answers /api by forwarding to Prism; in production a real server does.
export default defineConfig({
  plugins: [react(), mockGateway()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true },
  // Pre-bundled up front, so the first story test run does not re-optimise mid-run.
  optimizeDeps: { include: ['dayjs', 'jalaliday/dayjs', 'jwt-decode', 'msw', 'msw/browser'] },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
  },
});
