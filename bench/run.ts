/**
 * `npm run bench`: the brief's budgets, measured in headless Chromium against the reference server
 * on a throwaway Postgres seeded with N config items, printed as one table.
 *
 *   npx tsx bench/run.ts [--scale 100000] [--skip-console] [--skip-engine] [--skip-build]
 *                        [--console-runs N] [--rounds N] [--checks 5000]
 *
 * Steps: start Debian's Postgres (or use $TEST_DATABASE_URL) and the reference server on it
 * (--scale N --no-live), top its checks up to --checks, build the console and the bench page into
 * .tmp/dist-bench (served by that server), sign in as the demo admin, then run the engine-only
 * cases (bench page, engine in a worker; health and incident engines in Node) and the console
 * cases (cold sync, warm start, the sync worker's heap, then typing into the real search boxes)
 * and compare with the server round trips the existing console makes. See bench/README.md.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { runConsoleCases } from './cases/console-cases.ts';
import { runUiSearchCases } from './ui/ui-search-cases.ts';
import { paletteScreen, searchScreens } from './ui/screens.ts';
import { topUpChecks } from './support/extra-checks.ts';
import { topUpComponents } from './support/extra-components.ts';
import { runDashboardCases } from './ui/dashboard-cases.ts';
import { runEngineCases } from './cases/engine-cases.ts';
import { runCatalogCases } from './catalog/catalog-cases.ts';
import { runHealthCases } from './health/health-bench.ts';
import {
  startPostgres,
  startReferenceServer,
  type NativePostgres,
  type ReferenceServer,
} from './support/reference-server.ts';
import { signInThroughApi } from './support/sign-in.ts';
import { formatTable, type Row } from './support/stats.ts';

const root = join(import.meta.dirname, '..');
// BENCH_DIST: another build folder, so runs side by side do not rebuild each other's console.
const distDir = process.env['BENCH_DIST'] ?? join(root, '.tmp', 'dist-bench');
const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '100000' },
    'skip-console': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    // The engine-only cases (bench page and Node); the real-UI cases run with the console cases.
    'skip-engine': { type: 'boolean', default: false },
    // Measured rounds of typing each word into each search box (after one calibration round).
    rounds: { type: 'string', default: '3' },
    // The health dashboard's budget is at 5,000 checks; the seeded estate has about 150.
    checks: { type: 'string', default: '5000' },
    // The Dashboard's case is at 10,000 topology components (issue 22); the seeded estate has ~200.
    components: { type: 'string', default: '10000' },
    // Which real-UI cases run after the warm start: search (typing, the palette included),
    // palette (only the command palette's typing), dashboard, or all.
    ui: { type: 'string', default: 'all' },
    // Start-up figures spread widely from run to run (a cold first row 0.9-1.9 s on our machines):
    // N runs of the console cases, each in the table, to see the spread rather than one draw.
    'console-runs': { type: 'string', default: '1' },
  },
});
const scale = Number(values.scale);
const started = performance.now();
const log = (line: string) =>
  console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${line}`);

function run(cmd: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? 'a signal'}`)),
    );
  });
}

async function build(): Promise<void> {
  if (
    values['skip-build'] &&
    existsSync(join(distDir, 'index.html')) &&
    existsSync(join(distDir, 'bench', 'index.html'))
  )
    return;
  log('building the console and the bench page into .tmp/dist-bench');
  await run('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn']);
  await run('npx', ['vite', 'build', '-c', join('bench', 'vite.config.ts')], {
    BENCH_OUT: join(distDir, 'bench'),
  });
}

/** `scripts/bundle-size.mjs` (when present) reports the initial JavaScript of a build. */
async function bundleLine(): Promise<string | undefined> {
  const script = join(root, 'scripts', 'bundle-size.mjs');
  if (!existsSync(script)) return undefined;
  return new Promise((resolve) => {
    let out = '';
    const child = spawn(process.execPath, [script, distDir], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    // Its report lists every chunk: keep the headline and the total line.
    child.once('exit', () =>
      resolve(
        out
          .split('\n')
          .filter((line) => /total|initial/i.test(line))
          .map((line) => line.trim())
          .join('; '),
      ),
    );
  });
}

/** The engine-only rows say so: they time the query engine, not what the user sees. */
const engineOnly = (row: Row): Row => ({ ...row, what: `engine only · ${row.what}` });

/** The health cases' own shape as a table row (they time the engine in Node; no server twin). */
function healthRow(h: ReturnType<typeof runHealthCases>[number]): Row {
  const info = !Number.isFinite(h.budgetMs);
  return {
    what: `engine only · ${h.what}`,
    local: `${h.p50.toFixed(1)} / ${h.p95.toFixed(1)} ms`,
    longTask: 'n/a (Node)',
    server: '',
    ratio: '',
    budget: info ? '' : `p95 ≤ ${h.budgetMs} ms`,
    verdict: info ? 'info' : h.pass ? 'pass' : 'FAIL',
  };
}

async function main(): Promise<number> {
  let pg: NativePostgres | undefined;
  let server: ReferenceServer | undefined;
  let browser: Browser | undefined;
  const rows: Row[] = [];
  try {
    pg = await startPostgres();
    log(`Postgres at ${pg.url}; seeding ${scale} config items and building in parallel`);
    const serverLog: string[] = [];
    const [running] = await Promise.all([
      startReferenceServer({
        databaseUrl: pg.url,
        scale,
        staticDir: distDir,
        log: (line) => serverLog.push(line),
      }),
      build(),
    ]);
    server = running;
    log(
      `reference server ready in ${server.readySeconds.toFixed(0)} s (${serverLog.find((line) => line.startsWith('Seeded')) ?? 'seeded'})`,
    );
    const checks = await topUpChecks(pg.url, Number(values.checks));
    log(`health checks: ${checks.before} seeded, ${checks.after} with the bench's copies`);
    const comps = await topUpComponents(pg.url, Number(values.components));
    log(`components: ${comps.before} seeded, ${comps.after} with the bench's copies (${comps.roots} roots)`);

    browser = await chromium.launch({
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
    // The bench page lives beside the console: keep the console's service worker out of its way.
    if (!values['skip-engine']) {
      const context = await browser.newContext({ baseURL: server.origin, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto('/bench/index.html');
      await page.waitForFunction(() => window.mcBench !== undefined);
      await signInThroughApi(page, 'admin@example.com', 'demo-password');
      log('engine-only cases (bench page, engine in a worker)');
      rows.push(...(await runEngineCases(page, scale, log)).map(engineOnly));
      log('engine-only catalogue cases (summary regroup, list filter, search, sort, scroll)');
      rows.push(...(await runCatalogCases(page, log)).map(engineOnly));
      await context.close();
      log('engine-only health cases (5,000 checks, engine in Node)');
      rows.push(...runHealthCases().map(healthRow));
      rows.push(...(await import('./incidents/incidents-bench.ts')).runIncidentCases().map(healthRow)); // issue 7: 50 hypotheses, 500 comments
    }

    if (!values['skip-console']) {
      const runs = Math.max(1, Number(values['console-runs']) || 1);
      for (let n = 1; n <= runs; n++) {
        log(`console cases (cold sync, warm start, typing)${runs > 1 ? `, run ${n} of ${runs}` : ''}`);
        // The typing cases once, after the first run's warm start (every row is local by then).
        const typing =
          n === 1
            ? async (page: Page) => {
                log('real-UI cases: typing into the search boxes');
                // 5 s per 100k config items before the first key, as a user's first look.
                const idleMs = 5_000 * Math.max(1, scale / 100_000);
                const rounds = Math.max(1, Number(values.rounds) || 3);
                // One screen by the first word of its name (`--ui catalogue`), the palette, or all.
                const one = searchScreens.filter((s) => s.what.split(' ')[0] === values.ui);
                const screens =
                  values.ui === 'palette' ? [paletteScreen] : one.length > 0 ? one : searchScreens;
                const found =
                  values.ui === 'dashboard'
                    ? []
                    : (await runUiSearchCases(page, { rounds, idleMs }, log, screens)).rows;
                if (values.ui === 'search' || values.ui === 'palette' || one.length > 0) return found;
                log('real-UI cases: the Dashboard, filter and sort');
                const dashboard = { rounds, components: comps.after, roots: comps.roots };
                return [...found, ...(await runDashboardCases(page, dashboard, log))];
              }
            : undefined;
        const found = await runConsoleCases(browser, server.origin, scale, log, typing);
        rows.push(
          ...(runs > 1 ? found.map((row) => ({ ...row, what: `${row.what} — run ${n}/${runs}` })) : found),
        );
      }
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop();
    pg?.stop();
  }
  const bundle = await bundleLine();
  console.log(
    `\nBudgets at ${scale} config items, headless Chromium (${((performance.now() - started) / 60_000).toFixed(1)} min in all)\n`,
  );
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')} (1/5/15 min); a load well above the core count slows every figure\n`,
  );
  console.log(formatTable(rows));
  if (bundle) console.log(`\nbundle: ${bundle}`);
  const failed = rows.filter((row) => row.verdict === 'FAIL').length;
  console.log(`\n${rows.filter((row) => row.verdict === 'pass').length} pass, ${failed} fail`);
  return failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
