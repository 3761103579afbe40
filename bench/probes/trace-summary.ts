// Reads a Chromium trace (the JSON of `browser.stopTracing()`) for the page's main thread: each
// top-level task of at least `minTaskMs` as start:wall/cpu (ms since the page's navigation start),
// the events directly inside it, and the functions the CPU sampler caught during it (self time).
// Used by cold-trace.ts; not part of the console.

export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly id?: string;
  readonly args?: Record<string, unknown>;
}

interface ProfileNode {
  readonly id: number;
  readonly parent?: number;
  readonly callFrame: { readonly functionName: string; readonly url?: string; readonly lineNumber?: number };
}

const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);
const ms = (us: number) => (us / 1000).toFixed(1);

function describe(event: TraceEvent): string {
  const data = (event.args?.['data'] ?? event.args?.['beginData'] ?? {}) as Record<string, unknown>;
  const detail = [data['url'], data['functionName'], data['type'], data['fileName'], data['name']].find(
    (v) => typeof v === 'string' && v !== '',
  );
  const where = typeof detail === 'string' ? ` ${detail.replace(/^.*\/assets\//, '')}` : '';
  return `${event.name}${where} ${ms(event.dur ?? 0)}/${ms(event.tdur ?? 0)}`;
}

/** Self-time of sampled functions on one thread, between two timestamps, as "name@file:line ms". */
export function sampledFunctions(
  events: readonly TraceEvent[],
  pid: number,
  tid: number,
): (from: number, to: number) => string[] {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profileIds = new Set(
    events.filter((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid).map((e) => e.id),
  );
  const start = new Map(
    events
      .filter((e) => e.name === 'Profile' && profileIds.has(e.id))
      .map((e) => [e.id, Number((e.args?.['data'] as { startTime?: number })?.startTime ?? e.ts)]),
  );
  const clock = new Map(start);
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || !profileIds.has(event.id)) continue;
    const data = event.args?.['data'] as
      { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    data?.cpuProfile?.nodes?.forEach((node) => nodes.set(node.id, node));
    let at = clock.get(event.id) ?? 0;
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      at += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts: at, node });
    });
    clock.set(event.id, at);
  }
  return (from, to) => {
    const self = new Map<string, number>();
    let previous: number | null = null;
    for (const sample of samples) {
      if (sample.ts < from || sample.ts > to) continue;
      const frame = nodes.get(sample.node)?.callFrame;
      const file = (frame?.url ?? '').replace(/^.*\//, '');
      const key = frame
        ? `${frame.functionName || '(anonymous)'}@${file}:${(frame.lineNumber ?? -1) + 1}`
        : '?';
      const step = previous === null ? 0 : sample.ts - previous;
      previous = sample.ts;
      self.set(key, (self.get(key) ?? 0) + step);
    }
    return [...self.entries()]
      .filter(([key]) => key !== '(idle)@:0')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([key, us]) => `${key} ${ms(us)}`);
  };
}

const cpuWithin = (tasks: readonly TraceEvent[], from: number, to: number) =>
  tasks.filter((t) => t.ts >= from && t.ts < to).reduce((sum, t) => sum + (t.tdur ?? 0), 0);

/** CPU of the top-level events of the renderer's dedicated workers in the first second. */
function workerCpu(events: readonly TraceEvent[], pid: number, from: number): number {
  const workers = new Set(
    events
      .filter(
        (e) =>
          e.ph === 'M' &&
          e.name === 'thread_name' &&
          e.pid === pid &&
          String(e.args?.['name']).startsWith('DedicatedWorker'),
      )
      .map((e) => e.tid),
  );
  let total = 0;
  const ends = new Map<number, number>();
  for (const e of events
    .filter((e) => e.pid === pid && workers.has(e.tid) && e.ph === 'X' && e.ts >= from && e.ts < from + 1e6)
    .sort((a, b) => a.ts - b.ts)) {
    if ((ends.get(e.tid) ?? 0) > e.ts) continue;
    ends.set(e.tid, e.ts + (e.dur ?? 0));
    total += e.tdur ?? 0;
  }
  return total;
}

export function summarizeTrace(
  events: readonly TraceEvent[],
  opts: { minTaskMs: number; pageUrl: string },
): string[] {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      String((e.args?.['data'] as { documentLoaderURL?: string })?.documentLoaderURL ?? '').includes(
        opts.pageUrl.split('?')[0] ?? '',
      ),
  );
  if (!navigation) return ['no navigationStart for the page in the trace'];
  const { pid, tid } = navigation;
  const thread = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= navigation.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const samplesIn = sampledFunctions(events, pid, tid);
  const lines: string[] = [];
  const tasks = thread.filter((e) => TASK_NAMES.has(e.name));
  const topLevel = tasks.filter(
    (task, i) => i === 0 || task.ts >= (tasks[i - 1]?.ts ?? 0) + (tasks[i - 1]?.dur ?? 0),
  );
  const busiest = [...topLevel].sort((a, b) => (b.tdur ?? 0) - (a.tdur ?? 0)).slice(0, 5);
  lines.push(
    `busiest main-thread tasks (start:cpu): ${busiest.map((t) => `${ms(t.ts - navigation.ts)}:${ms(t.tdur ?? 0)}`).join(' ')}`,
  );
  lines.push(
    `main-thread cpu in the first second: ${ms(cpuWithin(topLevel, navigation.ts, navigation.ts + 1e6))} ms; the page's workers: ${ms(workerCpu(events, pid, navigation.ts))} ms`,
  );
  let covered = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    if (task.ts < covered) continue; // a RunTask nested in another
    covered = end;
    if ((task.dur ?? 0) < opts.minTaskMs * 1000) continue;
    lines.push(`task ${ms(task.ts - navigation.ts)}: ${ms(task.dur ?? 0)} wall / ${ms(task.tdur ?? 0)} cpu`);
    // Events directly inside the task: not inside another event that is inside it.
    let innerEnd = task.ts;
    for (const event of thread) {
      if (event === task || event.ts < task.ts || event.ts >= end || TASK_NAMES.has(event.name)) continue;
      if (event.ts < innerEnd) continue;
      innerEnd = event.ts + (event.dur ?? 0);
      if ((event.dur ?? 0) >= 1000) lines.push(`    ${ms(event.ts - navigation.ts)} ${describe(event)}`);
    }
    const sampled = samplesIn(task.ts, end);
    if (sampled.length > 0) lines.push(`    sampled: ${sampled.join(', ')}`);
  }
  return lines;
}
