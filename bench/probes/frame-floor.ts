// The floor of the typing measurement (bench/ui/frame-floor.ts), alone and with `WORK_MS` of
// busy work in the key's input handler: what p50 / p95 a keystroke costing that much gets from the
// frame clock alone. Not part of the console.
//   WORK_MS=0 KEYS=120 npx tsx bench/probes/frame-floor.ts
import { chromium } from 'playwright-core';
import { floorLine, measureFrameFloor } from '../ui/frame-floor.ts';

const workMs = Number(process.env['WORK_MS'] ?? 0);
const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const figures = await measureFrameFloor(browser, {
  keys: Number(process.env['KEYS'] ?? 120),
  workMs,
  paceMs: Number(process.env['BENCH_PACE_MS'] ?? 150),
});
console.log(`work ${workMs} ms, n=${figures.frames.length}: ${floorLine(figures)}`);
const over = figures.frames.filter((x) => x > 1000 / 60).length;
console.log(`over one frame: ${over} of ${figures.frames.length}`);
await browser.close();
