import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The SPA build. `root` is web/ whatever the working directory, so `vite build --config web/vite.config.ts`
 * from the repo root and the lead's middleware-mode dev server resolve the same files. No dev proxy: in dev
 * the Node server mounts Vite and serves /api itself, same origin.
 */
export default defineConfig({
  root: webDir,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('../shared/src', import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the first screen needs in one file: each extra file costs a phone a round trip.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
