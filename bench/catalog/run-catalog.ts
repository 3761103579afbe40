/**
 * The catalogue cases alone (issue 6), without the rest of `npm run bench`:
 *
 *   npx tsx bench/catalog/run-catalog.ts [--scale 100000]
 *
 * Starts a throwaway Postgres and the reference server seeded with N config items, builds only
 * the bench page, loads the engine on it with N generated items and runs runCatalogCases
 * (see catalog-cases.ts; bench/run.ts can call the same function after its engine cases).
 */
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { startPostgres, startReferenceServer } from '../support/reference-server.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { formatTable, type Row } from '../support/stats.ts';
import { runCatalogCases } from './catalog-cases.ts';

const root = join(import.meta.dirname, '..', '..');
const distDir = join(root, '.tmp', 'dist-catbench');
const { values } = parseArgs({ options: { scale: { type: 'string', default: '100000' } } });
const scale = Number(values.scale);
const started = performance.now();
const log = (line: string) =>
  console.log(`[catalog bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

function buildBenchPage(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '-c', join('bench', 'vite.config.ts')], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, BENCH_OUT: join(distDir, 'bench') },
    });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`bench page build exited with ${code ?? 'a signal'}`)),
    );
  });
}

async function main(): Promise<void> {
  const pg = await startPostgres();
  const rows: Row[] = [];
  try {
    log(`seeding ${scale} config items and building the bench page`);
    const [server] = await Promise.all([
      startReferenceServer({ databaseUrl: pg.url, scale, staticDir: distDir, log: () => undefined }),
      buildBenchPage(),
    ]);
    const browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const context = await browser.newContext({ baseURL: server.origin, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto('/bench/index.html');
      await page.waitForFunction(() => window.mcBench !== undefined);
      await signInThroughApi(page, 'admin@example.com', 'demo-password');
      await page.evaluate((count) => window.mcBench?.load(count), scale);
      rows.push(...(await runCatalogCases(page, log)));
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    pg.stop();
  }
  console.log(
    `\nCatalogue at ${scale} config items; ${cpus().length} cores, load ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' / ')}\n`,
  );
  console.log(formatTable(rows));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
