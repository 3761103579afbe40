import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// CI keeps only the tail of a run's output, and the list reporter ends with each failure's
// attachments (trace paths), which push the error itself out of that tail. This reporter prints,
// last, one short block per failed attempt (the test, the attempt, the error's first lines), and
// then one line per test that failed on every attempt, so the tail always names those.

const MAX_LINES = 6;
// Strips terminal colour codes (ESC [ … m) from Playwright's messages.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const where = (test: TestCase) =>
  `${test.location.file.replace(/^.*tests\/e2e\//, '')}:${test.location.line} › ${test.title}`;

export default class FailureSummaryReporter implements Reporter {
  private readonly attempts: string[] = [];
  private readonly failedTests = new Set<TestCase>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    this.failedTests.add(test);
    const error = (result.error?.message ?? result.status).replace(ANSI, '');
    const lines = error
      .split('\n')
      .filter((l) => l.trim() !== '')
      .slice(0, MAX_LINES);
    const step = result.error?.location ? ` (at line ${result.error.location.line})` : '';
    this.attempts.push(
      [`✘ ${where(test)} — attempt ${result.retry + 1}${step}`, ...lines.map((l) => `    ${l}`)].join('\n'),
    );
  }

  onEnd(result: FullResult): void {
    if (this.attempts.length === 0) return;
    console.log(`\nFailed attempts (${this.attempts.length}), run ${result.status}:`);
    for (const a of this.attempts) console.log(a);
    const failed = [...this.failedTests].filter((t) => t.outcome() === 'unexpected');
    const flaky = [...this.failedTests].filter((t) => t.outcome() === 'flaky');
    console.log(`\nFailed on every attempt (${failed.length}):`);
    for (const t of failed) console.log(`  ✘ ${where(t)}`);
    console.log(`Passed on a retry (${flaky.length}):`);
    for (const t of flaky) console.log(`  ~ ${where(t)}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
