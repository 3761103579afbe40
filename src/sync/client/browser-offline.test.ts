import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '../runtime/protocol.ts';
import type { BrowserNetwork } from './browser-offline.ts';
import { stubWorkerApi } from './stub-worker-api.ts';
import { createApiClient, startingStatus } from './worker-client.ts';

// The worker notices a lost network within a second (it polls); the page hears 'offline' at
// once. The status the screens read must say offline from that event, whatever the worker
// still reports, and follow the worker again once the browser says online.

class FakeWindow extends EventTarget implements BrowserNetwork {
  navigator = { onLine: true };
  go(online: boolean) {
    this.navigator.onLine = online;
    this.dispatchEvent(new Event(online ? 'online' : 'offline'));
  }
}

/** A worker that reports `online: true` whenever told to, as one that has not noticed yet. */
function statusWorker() {
  let push: ((status: SyncStatus) => void) | undefined;
  const api = stubWorkerApi({
    subscribeStatus: (listener) => {
      push = listener;
      return Promise.resolve({ id: 1, status: { ...startingStatus, phase: 'idle' } });
    },
  });
  return { api, report: (status: Partial<SyncStatus>) => push?.({ ...startingStatus, ...status }) };
}

describe('the status a screen reads when the browser goes offline', () => {
  it('says offline at the event, before the worker has noticed, and keeps saying it', async () => {
    const page = new FakeWindow();
    const worker = statusWorker();
    const client = createApiClient(worker.api, (fn) => fn, undefined, undefined, page);
    const seen: boolean[] = [];
    client.status.subscribe((s) => seen.push(s.online));
    await Promise.resolve();
    expect(client.status.current().online).toBe(true);

    page.go(false);
    expect(client.status.current()).toMatchObject({ online: false, phase: 'offline' });
    // The worker, a moment behind, still says online in its next report: the screens do not flip.
    worker.report({ online: true, phase: 'idle' });
    expect(client.status.current()).toMatchObject({ online: false, phase: 'offline' });
    expect(seen.at(-1)).toBe(false);
    // Signed out comes first, as in the worker's own status.
    worker.report({ online: true, phase: 'unauthorized' });
    expect(client.status.current()).toMatchObject({ online: false, phase: 'unauthorized' });

    page.go(true);
    expect(client.status.current().online).toBe(true);
  });

  it('starts offline on a page loaded offline', () => {
    const page = new FakeWindow();
    page.navigator.onLine = false;
    const client = createApiClient(statusWorker().api, (fn) => fn, undefined, undefined, page);
    expect(client.status.current().online).toBe(false);
  });

  it('keeps one status object between changes (screens compare by identity)', () => {
    const page = new FakeWindow();
    const client = createApiClient(statusWorker().api, (fn) => fn, undefined, undefined, page);
    page.go(false);
    expect(client.status.current()).toBe(client.status.current());
  });
});
