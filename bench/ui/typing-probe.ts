// The in-page half of the typing cases (issue 21): installed into the real console by
// page.evaluate, it stamps every keydown (capture phase, before the app sees it), watches every
// animation frame for the visible rows to show an expected result, and records the main thread's
// long tasks. Everything here runs in the browser: it may use only what it defines itself.

/** What "the visible rows" are on a screen: the text of the first `first` matches of each selector. */
export interface RowsSpec {
  readonly parts: readonly { readonly selector: string; readonly first: number; readonly attr?: string }[];
}

export interface Shown {
  /** Keydown (event time) to the first animation frame whose rows match; NaN on timeout. */
  readonly ms: number;
  /**
   * Keydown to the DOM first holding those rows (a MutationObserver callback, right after React's
   * commit): the part of `ms` before the wait for the next frame. NaN when not seen.
   */
  readonly domMs: number;
  /** The rows' signature at the end (for the log on a timeout). */
  readonly last: string;
}

export interface TypingProbe {
  /** The rows' signature now. */
  signature(spec: RowsSpec): string;
  /** Starts watching: the next keydown's time, then each frame until the rows read `expected`. */
  arm(spec: RowsSpec, expected: string, timeoutMs: number): void;
  /** The armed watch's outcome. */
  shown(): Promise<Shown>;
  /**
   * Resolves with the signature once it has changed and then held for `quietMs`, or has held since
   * the call for `unchangedMs` (a keystroke whose rows stay), or after `timeoutMs`.
   */
  settle(spec: RowsSpec, quietMs: number, unchangedMs: number, timeoutMs: number): Promise<string>;
  resetLongTasks(): void;
  /** Longest main-thread task (≥ 50 ms, as the browser reports them) since the last reset, or 0. */
  longestTask(): number;
  /** One request the existing console sends, timed with fetch (session cookie included). */
  server(path: string, headers: Record<string, string>): Promise<{ ms: number; status: number }>;
}

declare global {
  interface Window {
    mcTyping?: TypingProbe;
  }
}

/** Installs `window.mcTyping` once per document (a no-op when it is there). */
export function installTypingProbe(): void {
  if (window.mcTyping) return;
  let keyAt: number | null = null;
  let longest = 0;
  let pending: Promise<Shown> = Promise.resolve({ ms: Number.NaN, domMs: Number.NaN, last: '' });
  window.addEventListener(
    'keydown',
    (event) => {
      // The event's own time is when the key was pressed (queueing behind a busy main thread
      // included); fall back to now if it is not in performance.now()'s time base.
      const now = performance.now();
      keyAt = event.timeStamp > now - 1_000 && event.timeStamp <= now ? event.timeStamp : now;
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
  }).observe({ type: 'longtask', buffered: false });

  const signature = (spec: RowsSpec): string =>
    spec.parts
      .map((part) =>
        Array.from(document.querySelectorAll(part.selector))
          // Content kept ready under another (inert, or marked `data-standby`: the catalogue's list
          // under its summary) is not what the user sees.
          .filter((el) => el.closest('[inert],[data-standby]') === null)
          .slice(0, part.first)
          .map((el) => (part.attr === undefined ? el.textContent : el.getAttribute(part.attr)) ?? '')
          .join('|'),
      )
      .join(' ‖ ');

  window.mcTyping = {
    signature,
    arm(spec, expected, timeoutMs) {
      keyAt = null;
      const armedAt = performance.now();
      let inDom = Number.NaN;
      const watcher = new MutationObserver(() => {
        if (keyAt === null || !Number.isNaN(inDom) || signature(spec) !== expected) return;
        inDom = performance.now() - keyAt;
        watcher.disconnect();
      });
      watcher.observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      });
      pending = new Promise((resolve) => {
        const done = (shown: Shown) => {
          watcher.disconnect();
          resolve(shown);
        };
        const tick = () => {
          const now = performance.now();
          // rAF callbacks run just before the frame is painted: what the DOM holds now is on screen
          // in this frame.
          if (keyAt !== null) {
            const rows = signature(spec);
            if (rows === expected)
              return done({ ms: now - keyAt, domMs: Number.isNaN(inDom) ? now - keyAt : inDom, last: rows });
          }
          if (now - armedAt > timeoutMs)
            return done({ ms: Number.NaN, domMs: Number.NaN, last: signature(spec) });
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
    },
    shown: () => pending,
    settle(spec, quietMs, unchangedMs, timeoutMs) {
      return new Promise((resolve) => {
        const start = performance.now();
        let last = signature(spec);
        let changedAt: number | null = null;
        // Held = this long AND this many frames: a long task between an intermediate state and the
        // final one would otherwise pass for a quiet spell (no frame runs during it).
        let frames = 0;
        const tick = () => {
          const now = performance.now();
          const rows = signature(spec);
          frames++;
          if (rows !== last) {
            last = rows;
            changedAt = now;
            frames = 0;
          }
          const long = changedAt === null ? now - start >= unchangedMs : now - changedAt >= quietMs;
          const held = long && frames >= 20;
          if (held || now - start > timeoutMs) return resolve(last);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
    },
    resetLongTasks() {
      longest = 0;
    },
    longestTask: () => longest,
    async server(path, headers) {
      const start = performance.now();
      const response = await fetch(path, { credentials: 'same-origin', headers });
      await response.arrayBuffer();
      return { ms: performance.now() - start, status: response.status };
    },
  };
}
