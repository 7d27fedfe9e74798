import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The FLOOR: the app's framework stack with no app code, built by the same Vite with the same
// plugin and target as vite.config.ts, so `npm run bench` can say how much the app adds on top.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // No `public/` of its own: keep the build to what main.tsx imports.
  publicDir: false,
  plugins: [react()],
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    outDir: '../../.bench/floor',
    // outDir lies outside root, which Vite refuses to empty unless told to.
    emptyOutDir: true,
    // The floor is one chunk on purpose (no routes to split); don't warn about it.
    chunkSizeWarningLimit: 1000,
  },
});
