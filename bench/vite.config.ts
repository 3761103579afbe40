import { defineConfig } from 'vite';

// Builds the bench page (bench/page) into a sub-folder of the console build the reference server
// serves, so it shares the origin (and the session cookie) with the API it compares against.
// `BENCH_OUT` is that folder; the page is served under /bench/.
export default defineConfig({
  root: `${import.meta.dirname}/page`,
  base: '/bench/',
  logLevel: 'warn',
  worker: { format: 'es' },
  build: {
    outDir: process.env['BENCH_OUT'] ?? `${import.meta.dirname}/../.tmp/dist-bench/bench`,
    emptyOutDir: true,
    target: 'es2022',
  },
});
