import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { preloadBootStages, startupChunks } from './scripts/vite/boot-stage.ts';
import { precompressBuild } from './scripts/vite/precompress.ts';

// `npm run dev` serves the console with hot reload and proxies /api to a reference server
// started separately (`npm run server`), so both halves can be worked on at once.
// The build adds the service worker and the web app manifest (docs/decisions/0004-pwa.md).

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Lazy chunks above this size are not precached: they load (and are cached) on first use. */
const HEAVY_CHUNK_BYTES = 150 * 1024;
/** Libraries that only some screens need; their lazy chunks are never precached. */
const HEAVY_MODULES = /node_modules\/(?:@codemirror|codemirror|@lezer|@xyflow|elkjs)\//;

/**
 * Finds the lazy chunks (and their CSS) too heavy to precache: reachable only through dynamic
 * imports and either holding a heavy library or larger than HEAVY_CHUNK_BYTES. What a start
 * evaluates (the entry, its boot stages and their static imports) is always precached, and so
 * are worker bundles (emitted as assets, never chunks here), so the app and its sync worker start
 * offline.
 */
function heavyChunkCollector(heavy: Set<string>): Plugin {
  return {
    name: 'mc-heavy-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const initial = startupChunks(bundle);
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || initial.has(item.fileName)) continue;
        const tooBig =
          item.code.length > HEAVY_CHUNK_BYTES ||
          Object.keys(item.modules).some((id) => HEAVY_MODULES.test(id));
        if (!tooBig) continue;
        heavy.add(item.fileName);
        item.viteMetadata?.importedCss.forEach((css) => heavy.add(css));
      }
    },
  };
}

const heavyChunks = new Set<string>();

export default defineConfig({
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) },
  // The persister packages pin an older @tanstack/query-core (nested copy): bundle one copy only.
  resolve: { dedupe: ['@tanstack/query-core'] },
  plugins: [
    react(),
    heavyChunkCollector(heavyChunks),
    preloadBootStages(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      // src/app/pwa registers it (production builds only) and asks before updating.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Mission Control',
        short_name: 'Mission Control',
        description:
          'Offline-first operations console for Mission Control: health, catalogue, topology, incidents and playbooks.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        // --mc-accent and --mc-bg of src/components/ui/tokens.css.
        theme_color: '#2563eb',
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The sync worker bundle can be large; it must still be precached.
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((entry) => !heavyChunks.has(entry.url.replace(/^\//, ''))),
          }),
        ],
        // No API caching: the sync worker owns data. Heavy lazy chunks (hashed, immutable) are
        // kept after their first load, so a screen used once also opens offline. No expiration
        // plugin: it keeps its bookkeeping in an IndexedDB database that the service worker holds
        // open, so sign-out could not delete it; sign-out's wipe removes this cache instead.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'mc-lazy-code' },
          },
        ],
      },
    }),
    // Last: the service worker's files are written by the plugin above.
    precompressBuild(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    // One stylesheet for the whole console (13.5 kB gzip), loaded with the entry: per-chunk CSS
    // made opening the catalogue ~20 more requests, each holding its chunk's import until it
    // loaded. Cold first row, 12 runs each: median 1.3 s -> 1.1 s (decision 0003).
    cssCodeSplit: false,
  },
  server: {
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env['API_PORT'] ?? '8080'}`, changeOrigin: false },
    },
  },
});
