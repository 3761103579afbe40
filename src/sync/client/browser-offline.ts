// The sync worker learns that the network is gone by polling navigator.onLine once a second
// (Chromium fires no online/offline events in workers, runtime/environment.ts); this thread hears
// the browser's 'offline' event at once. Until the browser says 'online' again, the status the
// screens read says offline even if the worker has not noticed yet, so no screen offers a network
// action (a playbook run, a connection test) into a dead connection in that second. Coming back is
// left to the worker: it says online once its own requests can go out.

/** The part of `window` this needs (an EventTarget with navigator.onLine); injectable in tests. */
export interface BrowserNetwork {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
  readonly navigator?: { readonly onLine: boolean };
}

export interface BrowserOffline {
  /** The browser said it went offline and has not said online since. */
  offline(): boolean;
  stop(): void;
}

/** The page's window when there is one (not in a worker or in node). */
export function pageNetwork(): BrowserNetwork | undefined {
  return typeof window === 'undefined' || typeof window.addEventListener !== 'function' ? undefined : window;
}

export function followBrowserOffline(
  network: BrowserNetwork | undefined,
  onChange: () => void,
): BrowserOffline {
  if (network === undefined) return { offline: () => false, stop: () => undefined };
  let offline = network.navigator?.onLine === false;
  const set = (value: boolean) => {
    if (value === offline) return;
    offline = value;
    onChange();
  };
  const goneOffline = () => set(true);
  const backOnline = () => set(false);
  network.addEventListener('offline', goneOffline);
  network.addEventListener('online', backOnline);
  return {
    offline: () => offline,
    stop: () => {
      network.removeEventListener('offline', goneOffline);
      network.removeEventListener('online', backOnline);
    },
  };
}
