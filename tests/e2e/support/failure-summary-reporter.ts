import type { FullResult, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';

// CI keeps only the tail of a run's output, and the list reporter ends with each failure's
// attachments (trace paths), which push the error itself out of that tail. This reporter prints,
// last, one short block per failed attempt (the test, the attempt, the error's first lines), and
// then one line per test that failed on every attempt, so the tail always names those. A test that
// times out has a bare first error ('Test timeout of … exceeded'): the block then also gives the
// other errors (the pending action's, with its call log: what it was waiting for) and the steps
// the test was in, so a hang that happens only in CI says where it hung.

const MAX_LINES = 6;
// A pending action's message is its name, then its call log: enough lines to read what it awaited.
const MAX_CALL_LOG = 12;
// Strips terminal colour codes (ESC [ … m) from Playwright's messages.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const where = (test: TestCase) =>
  `${test.location.file.replace(/^.*tests\/e2e\//, '')}:${test.location.line} › ${test.title}`;

function firstLines(message: string, max: number): string[] {
  return message
    .replace(ANSI, '')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, max);
}

/** The steps still running when the test timed out (outermost first), with their line. */
function unfinishedSteps(steps: readonly TestStep[]): string[] {
  // The hooks run after a timeout too: the step that hung is the last one with an error, else the
  // last one of the test's own.
  const own = steps.filter((s) => s.category !== 'hook' && !s.title.endsWith(' Hooks'));
  const open = own.filter((s) => s.error !== undefined).at(-1) ?? own.at(-1);
  if (open === undefined) return [];
  const line = open.location ? ` (line ${open.location.line})` : '';
  return [`${open.title}${line}`, ...unfinishedSteps(open.steps)];
}

export default class FailureSummaryReporter implements Reporter {
  private readonly attempts: string[] = [];
  private readonly failedTests = new Set<TestCase>();

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    this.failedTests.add(test);
    const errors = result.errors.length > 0 ? result.errors : [{ message: result.status }];
    const lines = errors.flatMap((e, i) =>
      firstLines(e.message ?? e.value ?? '', i === 0 ? MAX_LINES : MAX_CALL_LOG),
    );
    const step = result.error?.location ? ` (at line ${result.error.location.line})` : '';
    const open = result.status === 'timedOut' ? unfinishedSteps(result.steps) : [];
    this.attempts.push(
      [
        `✘ ${where(test)} — attempt ${result.retry + 1}${step}`,
        ...lines.map((l) => `    ${l}`),
        ...open.map((s) => `    in step: ${s}`),
      ].join('\n'),
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
