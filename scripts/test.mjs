// `npm test`: every test, in CI order (style.md habit 13): format check (Prettier), lint, type check, unit and server tests
// on the embedded PGlite, the server tests again on a real PostgreSQL server, the production build,
// then the browser journeys in Debian's Chromium. Stops at the first failing stage.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';
import { startNativePostgres } from './native-postgres.mjs';

const results = [];
function stage(name, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  results.push({ name, ok: r.status === 0, seconds });
  if (r.status !== 0) finish(1);
}

function finish(code) {
  console.log('\nStages:');
  for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`Stages: ${results.length - failed} passed, ${failed} failed`);
  process.exit(code);
}

stage('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']);
stage('lint', 'npx', ['eslint', '--max-warnings=0', '.']);
stage('type check', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
stage('unit and server tests (PGlite)', 'npx', ['vitest', 'run']);

const pg = await startNativePostgres();
if (pg) {
  // A failing stage exits the process at once (finish), past any finally: stop the cluster on exit.
  let stopped = false;
  const stopPg = () => {
    if (!stopped) {
      stopped = true;
      pg.stop();
    }
  };
  process.on('exit', stopPg);
  stage('server tests (PostgreSQL server)', 'npx', ['vitest', 'run', '--project', 'server'], {
    TEST_DATABASE_URL: pg.url,
  });
  stopPg();
} else {
  console.error(
    "\n✖ No PostgreSQL server binaries: install Debian's `postgresql` (or set TEST_DATABASE_URL) to run the server tests on a real Postgres.",
  );
  results.push({ name: 'server tests (PostgreSQL server)', ok: false, seconds: '0.0' });
  finish(1);
}

stage('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
let chromium;
try {
  chromium = findChromium();
} catch (e) {
  console.error(`\n✖ ${e.message}`);
  results.push({ name: 'browser tests', ok: false, seconds: '0.0' });
  finish(1);
}
stage('browser tests (Chromium)', 'npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium });
finish(0);
