import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` serves the console with hot reload and proxies /api to a reference server
// started separately (`npm run server`), so both halves can be worked on at once.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
  server: {
    proxy: { '/api': { target: `http://127.0.0.1:${process.env['API_PORT'] ?? '8080'}`, changeOrigin: false } },
  },
});
