import { defineConfig } from '@playwright/test';

// Browser journeys run in Debian's Chromium (scripts/chromium.mjs finds it) against the built
// console served by the reference server on a fresh embedded database with the demo estate.
const port = Number(process.env['E2E_PORT'] ?? 8791);
const chromium = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
// Separate runs on one machine (several worktrees or helpers) each pick their own port, data and build.
const dataDir = process.env['E2E_DATA'] ?? '.tmp/e2e-pglite';
const distDir = process.env['E2E_DIST'] ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  reporter: process.env['CI']
    ? [['list'], ['./tests/e2e/support/failure-summary-reporter.ts']]
    : [['list'], ['html', { open: 'never', outputFolder: '.tmp/playwright-report' }]],
  outputDir: process.env['E2E_OUTPUT'] ?? '.tmp/test-results',
  timeout: 30_000,
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
  webServer: {
    command: `npx tsx server/main.ts --port ${port} --data ${dataDir} --static ${distDir} --reset --no-live --demo-mailbox`,
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
