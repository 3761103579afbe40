// On Linux, Chromium's sandboxed renderer asks the browser process, by a synchronous IPC, for
// every font "strike" (family, size, bold) the first time a layout needs it. On a cold start the
// shell's first layout needed about ten of them at once, and with the browser process busy
// (the sync worker's pulls, IndexedDB) their waits added 16–32 ms on the clock to a task of
// 11–16 ms of CPU, making it one of the cold start's long tasks. Asked for here, one strike per
// task while the shell's code downloads, the waits overlap nothing; later layouts hit the cache.

// The UI font's sizes (tokens.css) and the avatar initials' 10 px, in each weight the styles use
// (a weight is a lookup of its own, even where it maps to the same face).
const SIZES = [
  'var(--mc-text-xs)',
  'var(--mc-text-sm)',
  'var(--mc-text-md)',
  'var(--mc-text-lg)',
  'var(--mc-text-xl)',
  '10px',
];
const WEIGHTS = [400, 500, 600, 700];

/** Lays out a hidden sample of each strike the console uses, one per task, soon. */
export function warmUpFontsSoon(): void {
  const strikes = SIZES.flatMap((size) => WEIGHTS.map((weight) => `${weight} ${size}/1 var(--mc-font)`));
  const host = document.createElement('div');
  host.setAttribute('aria-hidden', 'true');
  host.style.cssText = 'position:fixed;top:0;left:0;visibility:hidden;pointer-events:none;white-space:nowrap';
  const next = (index: number): void => {
    const font = strikes[index];
    if (font === undefined) {
      host.remove();
      return;
    }
    const sample = document.createElement('span');
    sample.style.font = font;
    sample.textContent = 'Ag';
    host.append(sample);
    if (!host.isConnected) document.body.append(host);
    // Reading a size lays the sample out now, in this small task, instead of in the next frame's.
    sample.getBoundingClientRect();
    setTimeout(() => next(index + 1), 0);
  };
  setTimeout(() => next(0), 0);
}
