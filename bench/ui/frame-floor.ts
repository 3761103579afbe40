// The floor of every typing figure: a blank page with one text box whose input handler writes the
// box's text into a line below it, optionally after `workMs` of busy work (a stand-in for a
// screen's render). Timed with the bench's own probe (keydown → the first animation frame that
// shows the text), at the bench's pace. It says what p50 / p95 the frame clock alone gives a
// keystroke on this machine, now: the one-frame budget cannot be met by less (decision 0018,
// addendum 2), and the figure moves from day to day with the machine.
import type { Browser } from 'playwright-core';
import { p50p95, percentile, type Row } from '../support/stats.ts';
import { installTypingProbe } from './typing-probe.ts';

export interface FloorOptions {
  readonly keys: number;
  readonly workMs: number;
  readonly paceMs: number;
}

export interface FloorFigures {
  /** Keydown → the frame showing the text, per key. */
  readonly frames: readonly number[];
  /** Keydown → the text in the DOM, per key. */
  readonly dom: readonly number[];
}

export async function measureFrameFloor(browser: Browser, opts: FloorOptions): Promise<FloorFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.setContent(`<input aria-label="box"><p id="out"></p><script>
      const box = document.querySelector('input');
      box.addEventListener('input', () => {
        const until = performance.now() + ${opts.workMs};
        while (performance.now() < until);
        document.getElementById('out').textContent = box.value;
      });
    </script>`);
    // tsx keeps function names with a helper the page does not have.
    await page.evaluate('globalThis.__name ??= (f) => f');
    await page.evaluate(installTypingProbe);
    const box = page.getByLabel('box');
    await box.focus();
    const frames: number[] = [];
    const dom: number[] = [];
    const letters = 'abcdefghij';
    for (let i = 0; i < opts.keys; i++) {
      const expected = (await box.inputValue()) + (letters[i % letters.length] ?? 'a');
      if (expected.length > 30) {
        await box.fill('');
        continue;
      }
      await page.evaluate(
        (text) => window.mcTyping?.arm({ parts: [{ selector: '#out', first: 1 }] }, text, 5_000),
        expected,
      );
      await page.keyboard.press(expected.at(-1) ?? 'a');
      const shown = await page.evaluate(() => window.mcTyping?.shown());
      if (shown && Number.isFinite(shown.ms)) {
        frames.push(shown.ms);
        dom.push(shown.domMs);
      }
      await page.waitForTimeout(opts.paceMs);
    }
    return { frames, dom };
  } finally {
    await context.close();
  }
}

/** The bench table's line for the floor: information beside the typing rows, not a budget. */
export function floorRow(f: FloorFigures): Row {
  return {
    what: `frame floor: a blank page's box, no work: keypress → frame (n=${f.frames.length}), reference for the rows below`,
    local: p50p95(f.frames),
    longTask: '-',
    server: '-',
    ratio: '-',
    budget: '-',
    verdict: 'info',
  };
}

export const floorLine = (f: FloorFigures): string =>
  `keydown → frame p50 ${percentile(f.frames, 50).toFixed(1)} / p95 ${percentile(f.frames, 95).toFixed(1)} / max ${Math.max(...f.frames).toFixed(1)} ms; → DOM p50 ${percentile(f.dom, 50).toFixed(1)} / p95 ${percentile(f.dom, 95).toFixed(1)} ms`;
