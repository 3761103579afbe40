// The sync worker's JavaScript heap, read through the DevTools protocol: the page's session finds
// the dedicated worker among its targets, attaches to it and asks its isolate for
// Runtime.getHeapUsage (used and total bytes). Playwright gives no CDP session for a worker, so the
// worker's messages go through Target.sendMessageToTarget on the page's session.
import type { Page } from 'playwright-core';

export interface HeapUsage {
  readonly usedMb: number;
  readonly totalMb: number;
}

export async function syncWorkerHeap(page: Page, urlPart = 'sync.worker'): Promise<HeapUsage | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const worker = targetInfos.find((t) => t.type === 'worker' && t.url.includes(urlPart));
    if (worker === undefined) return null;
    const { sessionId } = await cdp.send('Target.attachToTarget', {
      targetId: worker.targetId,
      flatten: false,
    });
    const answer = new Promise<{ usedSize: number; totalSize: number } | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), 15_000);
      cdp.on('Target.receivedMessageFromTarget', (event) => {
        if (event.sessionId !== sessionId) return;
        const message = JSON.parse(event.message) as {
          id?: number;
          result?: { usedSize: number; totalSize: number };
        };
        if (message.id !== 1) return;
        clearTimeout(timer);
        resolve(message.result ?? null);
      });
    });
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' }),
    });
    const usage = await answer;
    await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
    return usage === null
      ? null
      : { usedMb: usage.usedSize / 1_048_576, totalMb: usage.totalSize / 1_048_576 };
  } catch {
    return null;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
