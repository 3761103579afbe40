// The floor of the typing measurement: a page with one text box whose input handler writes the
// box's text into a line below it, optionally after `WORK_MS` of busy work (a stand-in for a
// screen's render). Timed with the bench's own probe (keydown → the first animation frame that
// shows the text), at the bench's pace. It tells what p50 / p95 a keystroke costing `WORK_MS`
// gets from the frame clock alone. Not part of the console.
//   WORK_MS=0 KEYS=120 npx tsx bench/probes/frame-floor.ts
import { chromium } from 'playwright-core';
import { percentile } from '../support/stats.ts';
import { installTypingProbe } from '../ui/typing-probe.ts';

const WORK_MS = Number(process.env['WORK_MS'] ?? 0);
const KEYS = Number(process.env['KEYS'] ?? 120);
const PACE_MS = Number(process.env['BENCH_PACE_MS'] ?? 150);

const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.setContent(`<input aria-label="box"><p id="out"></p><script>
  const box = document.querySelector('input');
  box.addEventListener('input', () => {
    const until = performance.now() + ${WORK_MS};
    while (performance.now() < until);
    document.getElementById('out').textContent = box.value;
  });
</script>`);
await page.evaluate('globalThis.__name ??= (f) => f');
await page.evaluate(installTypingProbe);
const box = page.getByLabel('box');
await box.focus();
const frames: number[] = [];
const dom: number[] = [];
const letters = 'abcdefghij';
for (let i = 0; i < KEYS; i++) {
  const key = letters[i % letters.length] ?? 'a';
  const expected = ((await box.inputValue()) + key).slice(0);
  if (expected.length > 30) {
    await box.fill('');
    continue;
  }
  await page.evaluate(
    (expected) => window.mcTyping?.arm({ parts: [{ selector: '#out', first: 1 }] }, expected, 5_000),
    expected,
  );
  await page.keyboard.press(key);
  const shown = await page.evaluate(() => window.mcTyping?.shown());
  if (shown && Number.isFinite(shown.ms)) {
    frames.push(shown.ms);
    dom.push(shown.domMs);
  }
  await page.waitForTimeout(PACE_MS);
}
const fmt = (xs: number[]) =>
  `p50 ${percentile(xs, 50).toFixed(1)} / p95 ${percentile(xs, 95).toFixed(1)} / max ${Math.max(...xs).toFixed(1)} ms`;
console.log(`work ${WORK_MS} ms, n=${frames.length}: keydown → frame ${fmt(frames)}; → DOM ${fmt(dom)}`);
const over = frames.filter((x) => x > 1000 / 60).length;
console.log(`over one frame: ${over} of ${frames.length}`);
await browser.close();
