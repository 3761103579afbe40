import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// CI keeps only the tail of a run's output, and the list reporter ends with each failure's
// attachments (trace paths), which push the error itself out of that tail. This reporter prints,
// last, one short block per failed attempt: the test, the attempt, and the error's first lines.

const MAX_LINES = 14;
// Strips terminal colour codes (ESC [ … m) from Playwright's messages.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

export default class FailureSummaryReporter implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const where = `${test.location.file.replace(/^.*tests\/e2e\//, '')}:${test.location.line}`;
    const error = (result.error?.message ?? result.status).replace(ANSI, '');
    const lines = error.split('\n').slice(0, MAX_LINES);
    const step = result.error?.location ? ` (at line ${result.error.location.line})` : '';
    this.failures.push(
      [
        `✘ ${where} › ${test.title} — attempt ${result.retry + 1}${step}`,
        ...lines.map((l) => `    ${l}`),
      ].join('\n'),
    );
  }

  onEnd(result: FullResult): void {
    if (this.failures.length === 0) return;
    console.log(`\nFailed attempts (${this.failures.length}), run ${result.status}:`);
    for (const f of this.failures) console.log(f);
  }

  printsToStdio(): boolean {
    return true;
  }
}
