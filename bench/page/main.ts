// Bench page: the query engine in a real browser worker, driven from the main thread the way a
// list screen would (ask, await the window, render it, wait for the next frame).
import { wrap } from 'comlink';
import type { BenchEngineApi, TimedAnswer } from './engine.worker.ts';
import type { BenchPageApi } from './page-api.ts';

const worker = wrap<BenchEngineApi>(
  new Worker(new URL('./engine.worker.ts', import.meta.url), { type: 'module' }),
);
const tbody = document.getElementById('rows');
const status = document.getElementById('status');

let longest = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
}).observe({ type: 'longtask', buffered: true });

function render(answer: TimedAnswer): void {
  if (!tbody) return;
  tbody.replaceChildren(
    ...answer.rows.slice(0, 60).map((row) => {
      const tr = document.createElement('tr');
      for (const value of [row.name, row.type, row.health, row.status]) {
        const td = document.createElement('td');
        td.textContent = value ?? '';
        tr.append(td);
      }
      return tr;
    }),
  );
  if (status) status.textContent = `${answer.total} rows`;
}

/** Resolves after the frame that shows the current DOM: rAF runs before paint, the task after it. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const api: BenchPageApi = {
  load: (count) => worker.load(count),
  async measure(query) {
    const start = performance.now();
    const answer = await worker.query(query);
    render(answer);
    await nextPaint();
    return { workerMs: answer.ms, paintedMs: performance.now() - start, total: answer.total };
  },
  subscribe: (queries) => worker.subscribe(queries),
  updateOneRow: (count) => worker.updateOneRow(count),
  updatePage: (size) => worker.updatePage(size),
  resetLongTasks() {
    longest = 0;
  },
  longestTask: () => longest,
  async server(path, init) {
    const start = performance.now();
    const response = await fetch(path, { credentials: 'same-origin', ...init });
    await response.arrayBuffer();
    return {
      ms: performance.now() - start,
      status: response.status,
      total: response.headers.get('content-range'),
    };
  },
};

window.mcBench = api;
if (status) status.textContent = 'ready';
