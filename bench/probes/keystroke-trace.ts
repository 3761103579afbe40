/**
 * Where one keystroke's time goes, from its keydown to the frame that shows its rows: a Chromium
 * trace of typing PREFIX then KEY into a screen's search box, printed as the main thread's tasks
 * from the keydown on (what runs in each, with its sampled functions) and the frames drawn.
 *
 *   SCREEN=catalogue PREFIX=har KEY=b SCALE=100000 DIST=.tmp/dist-bench npx tsx bench/probes/keystroke-trace.ts
 *
 * Serves DIST (a `npm run bench` build, with its bench page) from a throwaway Postgres seeded at
 * SCALE, waits for the cold sync, types PREFIX a key at a time, then traces KEY. REPEAT=N traces
 * the key N times (clearing back to PREFIX between). PROFILE=1 instead samples the main thread's
 * CPU (100 µs) over REPEAT presses of KEY and Backspace, and prints its self time by source line;
 * CALLERS=fn adds the call paths that spent the time in the function fn (e.g. checkVisibility).
 * WITHIN=fn counts only what fn called (WITHIN=dispatchDiscreteEvent: the keys' own tasks, not the
 * answers and idle work after them); INCLUSIVE=a,b adds the time in a and in b with their callees.
 */
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { startProbeSession } from './probe-session.ts';
import { topUpChecks } from '../support/extra-checks.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { searchScreens } from '../ui/screens.ts';
import { sourcePositions, type ProfileNode } from './source-position.ts';
import { sampledFunctions, type TraceEvent } from './trace-summary.ts';

const root = join(import.meta.dirname, '..', '..');
const distDir = join(root, process.env['DIST'] ?? '.tmp/dist-bench');
const scale = Number(process.env['SCALE'] ?? 100_000);
const prefix = process.env['PREFIX'] ?? 'har';
const key = process.env['KEY'] ?? 'b';
const repeat = Number(process.env['REPEAT'] ?? 3);
const found = searchScreens.find((s) => s.what.startsWith(process.env['SCREEN'] ?? 'catalogue'));
if (!found) throw new Error('SCREEN: catalogue, health, incident or evidence');
const screen = found;
const ms = (us: number) => (us / 1000).toFixed(1);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
].join(',');

function summarize(events: readonly TraceEvent[]): string[] {
  const keydown = events.find(
    (e) => e.name === 'EventDispatch' && (e.args?.['data'] as { type?: string })?.type === 'keydown',
  );
  if (!keydown) return ['no keydown in the trace'];
  const { pid, tid, ts: from } = keydown;
  const until = from + 80_000;
  const thread = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= from - 2_000 && e.ts < until)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const lines: string[] = [];
  const frames = events
    .filter(
      (e) =>
        e.pid === pid && e.tid === tid && e.name === 'BeginMainThreadFrame' && e.ts >= from && e.ts < until,
    )
    .map((e) => ms(e.ts - from));
  lines.push(`frames begun (ms after keydown): ${frames.join(' ')}`);
  const samplesIn = sampledFunctions(events, pid, tid);
  let covered = 0;
  for (const task of thread.filter(
    (e) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask',
  )) {
    if (task.ts < covered || (task.dur ?? 0) < 300) continue;
    covered = task.ts + (task.dur ?? 0);
    lines.push(`task at ${ms(task.ts - from)}: ${ms(task.dur ?? 0)} ms`);
    let innerEnd = task.ts;
    for (const event of thread) {
      if (event.ts <= task.ts || event.ts >= covered) continue;
      // DEEP=1: every event inside the task (forced layouts inside a handler), not only its children.
      if (event.ts < innerEnd && process.env['DEEP'] !== '1') continue;
      if (event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask') continue;
      innerEnd = Math.max(innerEnd, event.ts + (event.dur ?? 0));
      if ((event.dur ?? 0) < 200) continue;
      const data = (event.args?.['data'] ?? {}) as Record<string, unknown>;
      // A layout says how much of the page it laid out.
      const layout = event.args?.['beginData'] as
        { dirtyObjects?: number; totalObjects?: number } | undefined;
      const objects =
        event.name === 'Layout' && layout?.totalObjects !== undefined
          ? `${layout.dirtyObjects ?? '?'} of ${layout.totalObjects} objects`
          : undefined;
      // A style recalculation says how many elements it styled.
      const styled = event.args?.['elementCount'];
      const elements =
        event.name === 'UpdateLayoutTree' && typeof styled === 'number' ? `${styled} elements` : undefined;
      const detail = [data['type'], data['functionName'], data['url'], objects, elements]
        .filter((v): v is string => typeof v === 'string')
        .find((v) => v !== '');
      lines.push(
        `    ${ms(event.ts - from)} ${event.name}${detail ? ` (${detail.slice(-60)})` : ''} ${ms(event.dur ?? 0)}`,
      );
    }
    const sampled = samplesIn(task.ts, covered);
    if (sampled.length > 0) lines.push(`    sampled: ${sampled.join(', ')}`);
  }
  return lines;
}

async function typeSlowly(page: Page, text: string): Promise<void> {
  for (const char of text) {
    await page.keyboard.press(char);
    await page.waitForTimeout(400);
  }
}

async function profileKeys(page: Page): Promise<void> {
  await typeSlowly(page, prefix);
  await page.waitForTimeout(1_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  for (let n = 0; n < repeat; n++)
    for (const press of [key, 'Backspace']) {
      await page.keyboard.press(press);
      await page.waitForTimeout(400);
    }
  const { profile } = await cdp.send('Profiler.stop');
  const samples = profile.samples?.length ?? 1;
  const interval = (profile.endTime - profile.startTime) / 1000 / Math.max(1, samples);
  const where = sourcePositions(distDir);
  const self = new Map<string, number>();
  const inside = withinNodes(profile.nodes, process.env['WITHIN'], where);
  for (const node of profile.nodes as ProfileNode[]) {
    if (['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) continue;
    if (inside !== null && !inside.has(node.id)) continue;
    const at = where(node.callFrame);
    self.set(at, (self.get(at) ?? 0) + ((node.hitCount ?? 0) * interval) / repeat);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const within = process.env['WITHIN'] === undefined ? '' : ` within ${process.env['WITHIN']}`;
  console.log(
    `"${prefix}" + "${key}" and Backspace: ${total.toFixed(1)} ms of main-thread CPU per pair${within}`,
  );
  for (const [fn, each] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`${each.toFixed(2).padStart(7)} ms  ${fn}`);
  // INCLUSIVE=a,b: the time spent in each function and what it called (inside WITHIN, if set).
  for (const name of (process.env['INCLUSIVE'] ?? '').split(',').filter((n) => n !== '')) {
    const under = withinNodes(profile.nodes, name, where) ?? new Set<number>();
    let spent = 0;
    for (const node of profile.nodes as ProfileNode[])
      if (under.has(node.id) && (inside === null || inside.has(node.id)))
        spent += ((node.hitCount ?? 0) * interval) / repeat;
    console.log(`${spent.toFixed(2).padStart(7)} ms  in ${name} and its callees`);
  }
  const callee = process.env['CALLERS'];
  if (callee !== undefined) printCallers(profile.nodes, callee, interval, where);
}

/**
 * WITHIN=name: the nodes called, at any depth, from a function `name` (e.g. dispatchDiscreteEvent,
 * React's handler of the keystroke's input event), so the profile shows the key's own task only.
 */
function withinNodes(
  nodes: readonly ProfileNode[],
  name: string | undefined,
  where: (frame: ProfileNode['callFrame']) => string,
): Set<number> | null {
  if (name === undefined) return null;
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const inside = new Set<number>();
  const mark = (id: number): void => {
    inside.add(id);
    for (const child of byId.get(id)?.children ?? []) mark(child);
  };
  for (const node of nodes)
    if (node.callFrame.functionName === name || where(node.callFrame).startsWith(`${name} `)) mark(node.id);
  return inside;
}

/** CALLERS=name: the call paths (8 frames up) that spent the time in the function `name`. */
function printCallers(
  nodes: readonly ProfileNode[],
  callee: string,
  interval: number,
  where: (frame: ProfileNode['callFrame']) => string,
): void {
  const parent = new Map<number, ProfileNode>();
  for (const node of nodes) for (const child of node.children ?? []) parent.set(child, node);
  const paths = new Map<string, number>();
  for (const node of nodes) {
    if (node.callFrame.functionName !== callee && !where(node.callFrame).startsWith(`${callee} `)) continue;
    const frames: string[] = [];
    for (let up = parent.get(node.id); up !== undefined && frames.length < 8; up = parent.get(up.id))
      frames.push(where(up.callFrame));
    const path = frames.join('\n      < ');
    paths.set(path, (paths.get(path) ?? 0) + ((node.hitCount ?? 0) * interval) / repeat);
  }
  console.log(`callers of ${callee}:`);
  for (const [path, each] of [...paths].sort((a, b) => b[1] - a[1]).slice(0, 6))
    console.log(`${each.toFixed(2).padStart(7)} ms  ${path}`);
}

async function main(): Promise<void> {
  const session = await startProbeSession(distDir, scale);
  const { browser } = session;
  // As `npm run bench` does: the health screen is measured at 5,000 checks (CHECKS=N).
  await topUpChecks(session.pgUrl, Number(process.env['CHECKS'] ?? 5_000));
  try {
    const context = await browser.newContext({
      baseURL: session.origin,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/bench/index.html');
    await signInThroughApi(page, 'admin@example.com', 'demo-password');
    await page.goto('/catalog');
    await page.waitForTimeout(Math.max(20_000, scale * 0.3)); // the cold sync
    const box = await screen.open(page);
    await box.click();
    if (process.env['PROFILE'] === '1') return await profileKeys(page);
    // CSS="a ---- b": trace the key under each style sheet in turn (added to the page's), to try
    // a layout change without a build per variant. Empty: the page as built.
    const variants = (process.env['CSS'] ?? '').split('----').map((v) => v.trim());
    for (const [v, css] of variants.entries()) {
      await page.evaluate((text) => {
        const el =
          document.getElementById('probe-css') ?? document.head.appendChild(document.createElement('style'));
        el.id = 'probe-css';
        el.textContent = text;
      }, css);
      if (css !== '') console.log(`=== style variant ${v + 1}: ${css}`);
      await traceKey(browser, page, box);
    }
  } finally {
    await session.stop();
  }
}

async function traceKey(browser: Browser, page: Page, box: Locator): Promise<void> {
  for (let n = 0; n < repeat; n++) {
    await box.fill('');
    await page.waitForTimeout(1_500);
    await typeSlowly(page, prefix);
    await page.waitForTimeout(1_000);
    const categories = CATEGORIES.split(',').filter(
      (c) => process.env['SAMPLE'] === '1' || !c.includes('cpu_profiler'),
    );
    await browser.startTracing(page, { categories });
    await page.waitForTimeout(1_000);
    await page.keyboard.press(key);
    await page.waitForTimeout(300);
    const buffer = await browser.stopTracing();
    const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    console.log(`--- "${prefix}" + "${key}", run ${n + 1}`);
    for (const line of summarize(events)) console.log(line);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
