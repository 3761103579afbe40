// Cold sync and warm start through the real console (sync worker, IndexedDB pages, the catalogue
// list), timed in the page: first row on screen by a MutationObserver installed before any app
// script, main-thread long tasks by a PerformanceObserver, sync completion by the puller's last
// short page of /api/db/configs.
import type { Browser, Page } from 'playwright-core';
import { signInThroughApi } from '../support/sign-in.ts';
import { ms, type Row } from '../support/stats.ts';
import { syncWorkerHeap, type HeapUsage } from '../support/worker-memory.ts';

/** The catalogue list filtered to one type: rows render as soon as the first synced page is local. */
const listUrl = '/catalog?configType=Kubernetes%3A%3APod';
/** A rendered data row of the catalogue list (placeholders have no name cell). */
const rowSelector = '[role="rowgroup"] [role="row"] .catalog-list__cell--name';

interface PageTimes {
  /** performance.now() of the first data row on screen, or null. */
  readonly firstRow: number | null;
  /** The same for a row of React's own tree (not of the kept frame a reload paints first). */
  readonly firstLiveRow: number | null;
  /** When the console's entry script finished loading (resource timing), ms since navigation. */
  readonly scriptReady: number | null;
  readonly longTasks: readonly { start: number; duration: number }[];
}

declare global {
  interface Window {
    mcBenchTimes?: {
      firstRow: number | null;
      firstLiveRow: number | null;
      longTasks: { start: number; duration: number }[];
    };
  }
}

function installProbes(selector: string): void {
  const times: {
    firstRow: number | null;
    firstLiveRow: number | null;
    longTasks: { start: number; duration: number }[];
  } = { firstRow: null, firstLiveRow: null, longTasks: [] };
  window.mcBenchTimes = times;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      times.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver((_, observer) => {
    if (times.firstRow === null && document.querySelector(selector)) times.firstRow = performance.now();
    if (times.firstLiveRow === null && document.querySelector(`#root ${selector}`)) {
      times.firstLiveRow = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
}

async function readTimes(page: Page): Promise<PageTimes> {
  return page.evaluate(() => {
    const times = window.mcBenchTimes;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name),
    );
    return {
      firstRow: times?.firstRow ?? null,
      firstLiveRow: times?.firstLiveRow ?? null,
      longTasks: times?.longTasks ?? [],
      scriptReady: scripts[0]?.responseEnd ?? null,
    };
  });
}

// Rows in a PostgREST read, from its Content-Range: "0-999/" then the total or a star, or a star
// alone when empty.
function rowsInResponse(contentRange: string | undefined): number | null {
  if (contentRange === undefined) return null;
  if (contentRange.startsWith('*/')) return 0;
  const range = /^(\d+)-(\d+)\//.exec(contentRange);
  return range === null ? null : Number(range[2]) - Number(range[1]) + 1;
}

/**
 * Resolves when the puller has fetched its last (short) page of configs, or after `timeoutMs`.
 * The page's size comes from its `Content-Range` header: reading the bodies (about 100 pages of
 * 1,000 rows) through the DevTools protocol loaded the machine being measured.
 */
function syncComplete(page: Page, timeoutMs: number): Promise<number | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/db/configs') || response.request().method() !== 'GET') return;
      const limit = Number(url.searchParams.get('limit') ?? Number.NaN);
      if (!Number.isFinite(limit) || !url.searchParams.get('order')) return;
      const rows = rowsInResponse(response.headers()['content-range']);
      if (rows !== null && rows < limit) {
        clearTimeout(timer);
        resolve(performance.now());
      }
    });
  });
}

function heapRow(what: string, heap: HeapUsage | null): Row {
  return {
    what,
    local: heap === null ? 'not read' : `${heap.usedMb.toFixed(0)} MB used / ${heap.totalMb.toFixed(0)} MB`,
    longTask: '-',
    server: '-',
    ratio: '-',
    budget: '-',
    verdict: 'info',
  };
}

/**
 * Cold sync and warm start; then `andThen` (the typing cases) runs on the same page, signed in and
 * with every row local, so a large estate is synced once per run.
 */
export async function runConsoleCases(
  browser: Browser,
  origin: string,
  scale: number,
  log: (line: string) => void,
  andThen?: (page: Page) => Promise<Row[]>,
): Promise<Row[]> {
  const context = await browser.newContext({ baseURL: origin });
  await context.addInitScript(installProbes, rowSelector);
  const page = await context.newPage();
  const rows: Row[] = [];
  try {
    await page.goto('/bench/index.html');
    await signInThroughApi(page, 'admin@example.com', 'demo-password');

    // Cold: nothing local yet.
    // About 100k rows a minute on a loaded machine; at least two minutes.
    const complete = syncComplete(page, Math.max(120_000, scale * 1.2));
    const coldStart = performance.now();
    await page.goto(listUrl);
    const doneAt = await complete;
    // The probe noted the first row whenever it came, during the sync or after it.
    await page
      .waitForSelector(rowSelector, { timeout: 10_000 })
      .catch(() => page.screenshot({ path: '.tmp/bench-console-cold.png' }));
    const afterSync = await readTimes(page);
    const cold = afterSync;
    const coldLongest = Math.max(0, ...afterSync.longTasks.map((task) => task.duration));
    const coldComplete = doneAt === null ? Number.NaN : doneAt - coldStart;
    log(
      `cold sync: first row ${cold.firstRow === null ? 'never' : `${cold.firstRow.toFixed(0)} ms`}, complete ${coldComplete.toFixed(0)} ms`,
    );
    // When the long tasks came (start:duration, ms since navigation): around the first rows or later in the sync.
    log(
      `cold sync: long tasks ${afterSync.longTasks.map((task) => `${task.start.toFixed(0)}:${task.duration.toFixed(0)}`).join(' ') || 'none'}`,
    );
    rows.push({
      what: `cold sync of ${scale} config items: first rows on screen (since navigation)`,
      local: cold.firstRow !== null ? ms(cold.firstRow) : 'no row (.tmp/bench-console-cold.png)',
      longTask: coldLongest === 0 ? 'none' : ms(coldLongest),
      server: '-',
      ratio: '-',
      budget: '< 1 s; no task > 50 ms',
      verdict: cold.firstRow !== null && cold.firstRow < 1_000 && coldLongest === 0 ? 'pass' : 'FAIL',
    });
    rows.push({
      what: 'cold sync: complete (last page pulled)',
      local: ms(coldComplete),
      longTask: '-',
      server: '-',
      ratio: '-',
      budget: '≤ 15 s',
      verdict: coldComplete <= 15_000 ? 'pass' : 'FAIL',
    });

    // The sync worker's heap with every config item local (after its writes have settled).
    await page.waitForTimeout(5_000);
    const coldHeap = await syncWorkerHeap(page);
    log(
      `sync worker heap after the cold sync: ${coldHeap === null ? 'not read' : `${coldHeap.usedMb.toFixed(0)} MB`}`,
    );
    rows.push(heapRow(`sync worker JS heap after the cold sync of ${scale}`, coldHeap));

    // Warm: reload with the data local (and the app shell in the service worker's cache).
    await page.waitForTimeout(2_000);
    await page.reload();
    await page.waitForSelector(rowSelector, { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(3_000); // let load-time long tasks finish and be observed
    const warm = await readTimes(page);
    const scriptReady = warm.scriptReady ?? 0;
    const firstRow = warm.firstRow === null ? Number.NaN : warm.firstRow - scriptReady;
    const lastTaskEnd = Math.max(0, ...warm.longTasks.map((task) => task.start + task.duration));
    // Interactive: React's own rows are there (the kept frame is a picture) and no long task follows.
    const interactive = Math.max(warm.firstLiveRow ?? Number.NaN, lastTaskEnd) - scriptReady;
    const warmLongest = Math.max(0, ...warm.longTasks.map((task) => task.duration));
    const liveRow = warm.firstLiveRow === null ? Number.NaN : warm.firstLiveRow - scriptReady;
    log(
      `warm start: first row ${firstRow.toFixed(0)} ms (kept frame), React's own rows ${liveRow.toFixed(0)} ms, after the app script`,
    );
    rows.push({
      what: 'warm start (reload, data local): first rows after the app script loaded',
      local: ms(firstRow),
      longTask: warmLongest === 0 ? 'none' : ms(warmLongest),
      server: '-',
      ratio: '-',
      budget: '≤ 300 ms',
      verdict: firstRow <= 300 ? 'pass' : 'FAIL',
    });
    rows.push({
      what: 'warm start: interactive (first rows shown and no long task after)',
      local: ms(interactive),
      longTask: '-',
      server: '-',
      ratio: '-',
      budget: '≤ 1 s',
      verdict: interactive <= 1_000 ? 'pass' : 'FAIL',
    });
    const warmHeap = await syncWorkerHeap(page);
    rows.push(heapRow('sync worker JS heap after the warm start', warmHeap));
    if (andThen) rows.push(...(await andThen(page)));
  } catch (error) {
    log(`console cases failed: ${error instanceof Error ? error.message : String(error)}`);
    rows.push({
      what: 'console cases (cold sync, warm start)',
      local: 'not measured (see log)',
      longTask: '-',
      server: '-',
      ratio: '-',
      budget: '-',
      verdict: 'FAIL',
    });
  } finally {
    await context.close();
  }
  return rows;
}
