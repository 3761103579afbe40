import { defineConfig } from '@playwright/test';

// Browser journeys run in Debian's Chromium (scripts/chromium.mjs finds it) against the built
// console served by the reference server on a fresh embedded database with the demo estate.
const basePort = Number(process.env['E2E_PORT'] ?? 8791);
// E2E_WORKERS=N runs N workers, each against its own reference server and database (worker i on
// basePort + 100·i), so the journeys share nothing. A worker process loads this file with
// TEST_PARALLEL_INDEX set, which picks its server. One worker by default: on our 2-core machines
// a second one does not pay (2026-11-28, a quiet machine, the 32 incidents and health journeys:
// 307 s with one worker, 290 s with two; each test ran about twice as long).
const workers = Number(process.env['E2E_WORKERS'] ?? 1);
const serverPort = (index: number) => basePort + index * 100;
const port = serverPort(Number(process.env['TEST_PARALLEL_INDEX'] ?? 0));
const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
// Separate runs on one machine (several worktrees or helpers) each pick their own port, data and build.
const dataDir = process.env['E2E_DATA'] ?? '.tmp/e2e-pglite';
const distDir = process.env['E2E_DIST'] ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers,
  retries: process.env['CI'] ? 1 : 0,
  reporter: process.env['CI']
    ? [['list'], ['./tests/e2e/support/failure-summary-reporter.ts']]
    : [['list'], ['html', { open: 'never', outputFolder: '.tmp/playwright-report' }]],
  outputDir: process.env['E2E_OUTPUT'] ?? '.tmp/test-results',
  timeout: 30_000,
  // Two workers share two cores with two servers: give a slow frame room before an expectation fails.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: `npx tsx server/main.ts --port ${serverPort(index)} --data ${dataDir}${index === 0 ? '' : `-${index}`} --static ${distDir} --reset --no-live --demo-mailbox`,
    url: `http://localhost:${serverPort(index)}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
  })),
});
