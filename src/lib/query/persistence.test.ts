import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { peekString } from './idb-storage.ts';
import { resetQueryCacheDb } from './test-support.ts';

afterEach(async () => {
  vi.unstubAllGlobals();
  await resetQueryCacheDb();
});

describe('saving the answers when the page is left', () => {
  it('writes every successful answer at once on pagehide, so one seen just before a reload reads offline', async () => {
    const page = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('window', page);
    vi.stubGlobal('document', doc);
    const { saveQueryCacheOnLeave } = await import('./persistence.ts');
    const { appQueryClient } = await import('./query-client.ts');
    appQueryClient.setQueryData(['catalog', 'changes', 'item-1'], { rows: [{ id: 'ch-1' }] });
    saveQueryCacheOnLeave();
    expect(await peekString('queries')).toBeNull();

    page.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(
      async () => expect(await peekString('queries')).toContain('["catalog","changes","item-1"]'),
      { timeout: 500 },
    );

    // Hidden (another tab in front) saves too: a hidden tab may be discarded without a pagehide.
    appQueryClient.setQueryData(['catalog', 'related', 'item-1'], []);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(
      async () => expect(await peekString('queries')).toContain('["catalog","related","item-1"]'),
      { timeout: 500 },
    );
  });
});
