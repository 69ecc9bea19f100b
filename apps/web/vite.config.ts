import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `npm run dev` expects the Keel server; the SPA and the API share one origin through it. */
const serverUrl = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { outDir: 'dist' },
  server: {
    port: 5173,
    proxy: {
      '/api': serverUrl,
      '/auth': serverUrl,
      '/ws': { target: serverUrl, ws: true },
      '/live': { target: serverUrl, ws: true },
    },
  },
});
