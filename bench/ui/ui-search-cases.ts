// Search through the real UI (issue 21): Playwright types into each screen's real search box, one
// real key event at a time, and the page times keydown → the first animation frame whose visible
// rows show that keystroke's result. The expected rows come from a calibration pass (type each
// prefix, wait until the rows stop changing, note them); the measured rounds then clear the box and
// type the same keys again. Keystrokes whose settled rows equal the previous ones (nothing visible
// changes) cannot be timed this way and are left out. Beside each screen: the existing console's
// request for the same searches, fetched from the same page with the session cookie.
import type { Locator, Page } from 'playwright-core';
import { ms, p50p95, percentile, ratio, type Row } from '../support/stats.ts';
import { searchScreens, type SearchScreen } from './screens.ts';
import { installTypingProbe, type RowsSpec, type Shown } from './typing-probe.ts';
import { floorLine, floorRow, measureFrameFloor } from './frame-floor.ts';

const FRAME = 1000 / 60;
/** Rows unchanged this long = the keystroke's answer is complete (beyond the 400 ms address write). */
const QUIET_MS = 700;
/** A keystroke whose rows have not changed after this long is taken to change nothing visible. */
const UNCHANGED_MS = 3_000;
/**
 * After each key (once a timed key's rows show): about a fast typist's pace. BENCH_PACE_MS sets
 * another, to see how a screen copes with faster typing.
 */
const PACE_MS = Number(process.env['BENCH_PACE_MS'] ?? 150);
const SHOWN_TIMEOUT_MS = 10_000;
/** Keys typed into a blank page for the frame floor (about 15 s). */
const FLOOR_KEYS = 80;

export interface UiCaseOptions {
  /** Measured rounds per word (after one calibration round). */
  readonly rounds: number;
  /**
   * Wait before the first screen, for the sync worker to finish loading after the warm start (at
   * 300k, typing at once met a worker still busy for seconds and calibrated nothing).
   */
  readonly idleMs: number;
}

export interface UiCaseFigures {
  readonly screen: string;
  readonly samples: readonly number[];
  /** Keydown → the rows in the DOM (before the frame that paints them), per timed keystroke. */
  readonly inDom: readonly number[];
  readonly timeouts: number;
  readonly longest: number;
  readonly server: readonly number[];
}

async function probe(page: Page): Promise<void> {
  // tsx keeps function names with a helper the page does not have.
  await page.evaluate('globalThis.__name ??= (f) => f');
  await page.evaluate(installTypingProbe);
}

function settle(page: Page, rows: RowsSpec, quietMs = QUIET_MS, timeoutMs = 30_000): Promise<string> {
  return page.evaluate(
    ({ rows, quietMs, unchangedMs, timeoutMs }) => {
      if (!window.mcTyping) throw new Error('typing probe not installed');
      return window.mcTyping.settle(rows, quietMs, unchangedMs, timeoutMs);
    },
    { rows, quietMs, unchangedMs: Math.max(quietMs, UNCHANGED_MS), timeoutMs },
  );
}

async function clear(page: Page, box: Locator, rows: RowsSpec): Promise<string> {
  await box.fill('');
  return settle(page, rows);
}

async function typeTimed(page: Page, key: string, rows: RowsSpec, expected: string): Promise<Shown> {
  await page.evaluate(({ rows, expected, timeout }) => window.mcTyping?.arm(rows, expected, timeout), {
    rows,
    expected,
    timeout: SHOWN_TIMEOUT_MS,
  });
  await page.keyboard.press(key);
  const shown = await page.evaluate(() => window.mcTyping?.shown());
  if (shown === undefined) throw new Error('typing probe lost (the page navigated?)');
  return shown;
}

async function measureScreen(
  page: Page,
  screen: SearchScreen,
  opts: UiCaseOptions,
  log: (line: string) => void,
): Promise<UiCaseFigures> {
  await probe(page);
  const box = await screen.open(page);
  await box.click();
  const first = await settle(page, screen.rows, 1_500, 60_000);
  log(
    `${screen.what}: at ${new URL(page.url()).pathname}${new URL(page.url()).search}, rows ${first.slice(0, 80)}`,
  );
  const samples: number[] = [];
  const inDom: number[] = [];
  const server: number[] = [];
  let timeouts = 0;
  let longest = 0;
  for (const word of screen.words) {
    // Calibration: each prefix's settled rows.
    let previous = await clear(page, box, screen.rows);
    const expected: { key: string; rows: string; changes: boolean }[] = [];
    for (const key of word) {
      await page.keyboard.press(key);
      const rows = await settle(page, screen.rows);
      expected.push({ key, rows, changes: rows !== previous });
      previous = rows;
    }
    const timed = expected.filter((e) => e.changes).length;
    log(`${screen.what}: "${word}" — ${timed} of ${word.length} keystrokes change the visible rows`);
    for (let round = 0; round < opts.rounds; round++) {
      await clear(page, box, screen.rows);
      await page.evaluate(() => window.mcTyping?.resetLongTasks());
      for (const step of expected) {
        const shown = await typeTimed(page, step.key, screen.rows, step.rows);
        if (!step.changes) {
          // A typist's next key follows this one at the same pace whether or not the rows changed
          // (pressing it at once measured a key typed 0 ms after the last, which nobody does).
          await page.waitForTimeout(PACE_MS);
          continue;
        }
        if (Number.isNaN(shown.ms)) {
          timeouts++;
          log(
            `${screen.what}: "${step.key}" not shown within ${SHOWN_TIMEOUT_MS} ms (rows: ${shown.last.slice(0, 120)})`,
          );
        } else {
          samples.push(shown.ms);
          inDom.push(shown.domMs);
          // BENCH_KEYS=1: every timed keystroke, to see which keys are slow.
          if (process.env['BENCH_KEYS'] === '1')
            log(`${screen.what}: "${step.key}" ${ms(shown.ms)} (in the DOM ${ms(shown.domMs)})`);
        }
        await page.waitForTimeout(PACE_MS);
      }
      longest = Math.max(longest, (await page.evaluate(() => window.mcTyping?.longestTask())) ?? 0);
    }
    // The same searches as the existing console sends them, from the same page.
    for (let round = 0; round < opts.rounds; round++)
      for (let i = 1; i <= word.length; i++) {
        if (!expected[i - 1]?.changes) continue;
        const res = await page.evaluate(
          (path) => window.mcTyping?.server(path, { Prefer: 'count=exact' }),
          screen.serverPath(word.slice(0, i)),
        );
        if (res === undefined) throw new Error('typing probe lost');
        if (res.status >= 400) log(`${screen.what}: server answered ${res.status}`);
        server.push(res.ms);
      }
  }
  // Let the cleared box's address write land here, not on the next screen.
  await clear(page, box, screen.rows);
  return { screen: screen.what, samples, inDom, timeouts, longest, server };
}

/** The table row of one screen, with issue 21's budget: p95 ≤ one frame, no task over 50 ms. */
export function uiRow(f: UiCaseFigures): Row {
  const p95 = percentile(f.samples, 95);
  const pass = f.samples.length > 0 && f.timeouts === 0 && p95 <= FRAME && f.longest === 0;
  return {
    what: `real UI · ${f.screen}: keypress → visible rows (n=${f.samples.length}${f.timeouts > 0 ? `, ${f.timeouts} timed out` : ''})`,
    local: p50p95(f.samples),
    longTask: f.longest === 0 ? 'none' : ms(f.longest),
    server: p50p95(f.server),
    ratio: ratio(percentile(f.server, 50), percentile(f.samples, 50)),
    budget: 'p95 ≤ 16.7 ms; no task > 50 ms',
    verdict: pass ? 'pass' : 'FAIL',
  };
}

/** Runs every screen on a signed-in console page whose data is already synced. */
export async function runUiSearchCases(
  page: Page,
  opts: UiCaseOptions,
  log: (line: string) => void,
  screens: readonly SearchScreen[] = searchScreens,
): Promise<{ rows: Row[]; figures: UiCaseFigures[] }> {
  const rows: Row[] = [];
  const figures: UiCaseFigures[] = [];
  await page.waitForTimeout(opts.idleMs);
  // The frame clock's own share, in the same browser and minute as the screens' figures.
  const browser = page.context().browser();
  if (browser !== null) {
    const floor = await measureFrameFloor(browser, { keys: FLOOR_KEYS, workMs: 0, paceMs: PACE_MS });
    log(`frame floor (a blank page, no work): ${floorLine(floor)}`);
    rows.push(floorRow(floor));
  }
  for (const screen of screens) {
    try {
      const f = await measureScreen(page, screen, opts, log);
      figures.push(f);
      rows.push(uiRow(f));
      log(
        `${screen.what}: keypress → rows p50 ${ms(percentile(f.samples, 50))} p95 ${ms(percentile(f.samples, 95))} (in the DOM: p50 ${ms(percentile(f.inDom, 50))} p95 ${ms(percentile(f.inDom, 95))}), longest task ${ms(f.longest)}; server p50 ${ms(percentile(f.server, 50))} (${screen.serverNote})`,
      );
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      log(`${screen.what}: not measured: ${message}`);
      await page
        .screenshot({ path: `.tmp/bench-ui-${screen.what.split(' ')[0] ?? 'screen'}.png` })
        .catch(() => undefined);
      rows.push({
        what: `real UI · ${screen.what}: keypress → visible rows`,
        local: 'not measured (see log)',
        longTask: '-',
        server: '-',
        ratio: '-',
        budget: 'p95 ≤ 16.7 ms; no task > 50 ms',
        verdict: 'FAIL',
      });
    }
  }
  return { rows, figures };
}
