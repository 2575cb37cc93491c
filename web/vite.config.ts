import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

/**
 * Three entries: the app (index.html), the headless snapshot page used by the render service
 * (snapshot.html, C5) and the app's print routes reached through index.html. three.js and the
 * garment scene are split into their own chunk, loaded only where a player or snapshot is drawn.
 */
export default defineConfig({
  plugins: [react()],
  // Module workers (web/src/garment/drape.worker.ts) keep dynamic imports: the drape cache
  // loads one template's drape at a time.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      input: {
        main: resolve(import.meta.dirname, 'index.html'),
        snapshot: resolve(import.meta.dirname, 'snapshot.html'),
      },
      output: {
        manualChunks(id) {
          // React gets its own chunk first: otherwise Rollup pulls it into 'three' (a dependency
          // of @react-three) and every page would download three.js.
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (id.includes('node_modules/three/') || id.includes('@react-three')) return 'three';
          return undefined;
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': 'http://127.0.0.1:4000',
      '/files': 'http://127.0.0.1:4000',
      '/uploads': 'http://127.0.0.1:4000',
    },
  },
});
