// `npm run test:e2e`: the browser journeys alone (builds first), in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

// E2E_DIST builds into another folder, so parallel runs do not overwrite each other's console.
const outDir = process.env['E2E_DIST'] ?? 'dist';
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
const r = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: findChromium() },
});
process.exit(r.status ?? 1);
