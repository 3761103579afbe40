// The address writes of `useUrlState`, with their debounce: a write shows at once as an overlay
// over the address (every hook on the page reads it), and reaches the address when the debounce
// ends. The overlay stays until the navigation has settled, so no render shows the old value.
// Plain TypeScript (no React) so it is tested with fake timers.

export type RawPatch = Readonly<Record<string, string | undefined>>;

/** Writes waiting for the address, for the path they were made on. */
export interface PendingWrites {
  readonly pathname: string;
  readonly raw: RawPatch;
  readonly push: boolean;
}

/**
 * The pending writes to `keys` on `pathname`, as JSON ('' for none). A string, so a hook reading
 * other keys sees the same value for every letter typed into another key's search box, and is
 * not rendered again (the section tabs, the filters and the shell's own address readers).
 */
export function pendingFor(waiting: PendingWrites | null, pathname: string, keys: readonly string[]): string {
  if (waiting === null || waiting.pathname !== pathname) return '';
  const mine = keys.filter((key) => key in waiting.raw).map((key) => [key, waiting.raw[key] ?? null]);
  return mine.length === 0 ? '' : JSON.stringify(mine);
}

export interface AddressPort {
  /** The path the app shows now. */
  pathname(): string;
  /** Applies raw writes to the current address (replace unless `push`); settles when shown. */
  write(raw: RawPatch, push: boolean): Promise<unknown>;
}

export interface UrlWriteQueue {
  /** The writes not yet in the address (the overlay), or null. */
  pending(): PendingWrites | null;
  subscribe(listener: () => void): () => void;
  /** Queues `raw` on top of the pending writes; written after `debounceMs`, or now when 0. */
  write(address: AddressPort, raw: RawPatch, options: { push: boolean; debounceMs: number }): void;
}

export function createUrlWriteQueue(
  timers: { set: (f: () => void, ms: number) => unknown; clear: (t: unknown) => void } = {
    set: (f, ms) => setTimeout(f, ms),
    clear: (t) => clearTimeout(t as ReturnType<typeof setTimeout>),
  },
): UrlWriteQueue {
  let current: PendingWrites | null = null;
  let timer: unknown;
  const listeners = new Set<() => void>();

  const set = (next: PendingWrites | null) => {
    if (timer !== undefined) timers.clear(timer);
    timer = undefined;
    current = next;
    listeners.forEach((l) => l());
  };

  const flush = (address: AddressPort, writes: PendingWrites) => {
    const settled = () => {
      if (current === writes) set(null);
    };
    address.write(writes.raw, writes.push).then(settled, settled);
  };

  return {
    pending: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    write(address, raw, { push, debounceMs }) {
      const pathname = address.pathname();
      const before = current !== null && current.pathname === pathname ? current : null;
      const writes: PendingWrites = {
        pathname,
        raw: { ...before?.raw, ...raw },
        push: push || before?.push === true,
      };
      set(writes);
      if (debounceMs <= 0) {
        flush(address, writes);
        return;
      }
      timer = timers.set(() => {
        timer = undefined;
        // A write for a page the user has left is dropped, not replayed onto the new page.
        if (address.pathname() === pathname) flush(address, writes);
        else if (current === writes) set(null);
      }, debounceMs);
    },
  };
}
