/**
 * Where the main thread spends a keystroke: the CPU profile of typing one key into a screen's search
 * box, its self time summed by function and mapped back to the sources through the build's maps.
 *
 *   SCREEN=health KEY=k SCALE=20000 npx tsx bench/probes/typing-profile.ts
 *   DIST=.tmp/dist-perf ...   (another build; it needs the bench page in DIST/bench too)
 *
 * Serves .tmp/dist-bench (build it with `npm run bench` or `vite build --outDir .tmp/dist-bench`)
 * from a throwaway Postgres seeded at SCALE with the checks topped up to 5,000, waits for the cold
 * sync, opens the screen (bench/ui/screens.ts), types KEY and records 10 s of the page's CPU.
 */
import { join } from 'node:path';
import { startProbeSession } from './probe-session.ts';
import { topUpChecks } from '../support/extra-checks.ts';
import { signInThroughApi } from '../support/sign-in.ts';
import { searchScreens } from '../ui/screens.ts';
import { sourcePositions, type ProfileNode } from './source-position.ts';

const root = join(import.meta.dirname, '..', '..');
const distDir = process.env['DIST'] ? join(root, process.env['DIST']) : join(root, '.tmp', 'dist-bench');
const where = sourcePositions(distDir);
const scale = Number(process.env['SCALE'] ?? 20_000);
const found = searchScreens.find((s) => s.what.startsWith(process.env['SCREEN'] ?? 'health'));
if (!found) throw new Error('SCREEN: catalogue, health, incident or evidence');
const screen = found;

async function main(): Promise<void> {
  const session = await startProbeSession(distDir, scale);
  const { browser } = session;
  try {
    await topUpChecks(session.pgUrl, 5_000);
    const context = await browser.newContext({ baseURL: session.origin });
    // Counts the address writes: the profile showed replaceState among the busiest natives.
    await context.addInitScript(() => {
      const counts = { replaceState: 0, pushState: 0 };
      Object.assign(window, { mcHistoryWrites: counts });
      for (const name of ['replaceState', 'pushState'] as const) {
        const original = history[name].bind(history);
        history[name] = (...args: Parameters<History['pushState']>) => {
          counts[name]++;
          original(...args);
        };
      }
    });
    const page = await context.newPage();
    await page.goto('/bench/index.html');
    await signInThroughApi(page, 'admin@example.com', 'demo-password');
    await page.goto('/catalog');
    await page.waitForTimeout(Math.max(30_000, scale * 0.6)); // the cold sync
    const box = await screen.open(page);
    // A busy main thread (5,000 health rows) can hold the click for a while.
    await box.click({ timeout: 180_000 });
    await page.waitForTimeout(10_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    const writes = () => page.evaluate(() => JSON.stringify(Reflect.get(window, 'mcHistoryWrites')));
    const before = await writes();
    // Elements and rows in the page, and the main thread's long tasks: less load-sensitive than times.
    const dom = () =>
      page.evaluate(() => ({
        elements: document.getElementsByTagName('*').length,
        rows: document.querySelectorAll('[role="row"]').length,
      }));
    await page.evaluate(() => {
      const tasks: number[] = [];
      Object.assign(window, { mcLongTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask' });
    });
    const domBefore = await dom();
    await page.keyboard.press(process.env['KEY'] ?? 'k');
    await page.waitForTimeout(10_000);
    console.log(`address writes before the key ${before}, 10 s after it ${await writes()}`);
    console.log(`DOM before the key ${JSON.stringify(domBefore)}, after ${JSON.stringify(await dom())}`);
    console.log(
      `long tasks after the key (ms): ${await page.evaluate(() => JSON.stringify(Reflect.get(window, 'mcLongTasks')))}`,
    );
    const { profile } = await cdp.send('Profiler.stop');
    const interval = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples?.length ?? 1);
    const self = new Map<string, number>();
    for (const node of profile.nodes as ProfileNode[]) {
      if (['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) continue;
      const key = where(node.callFrame);
      self.set(key, (self.get(key) ?? 0) + (node.hitCount ?? 0) * interval);
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    console.log(
      `${screen.what}, key "${process.env['KEY'] ?? 'k'}": ${total.toFixed(0)} ms of main-thread CPU in 10 s`,
    );
    for (const [fn, msSelf] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`${msSelf.toFixed(0).padStart(7)} ms  ${fn}`);
  } finally {
    await session.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
