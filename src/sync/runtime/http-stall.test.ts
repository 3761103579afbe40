import { describe, expect, it } from 'vitest';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import { Outbox } from '../outbox/outbox.ts';
import type { Delivery } from '../outbox/outbox-options.ts';
import { counterIds, newLocal, registry } from '../outbox/test-support.ts';
import { createHttp, type FetchLike } from './http.ts';
import { StalledRequest } from './stall-watch.ts';

// A write caught on a connection that died with the network gets no answer until the 30 s
// timeout, while later requests are answered at once. Once a later request is answered, the
// stalled write is given up after `stallMs` so the outbox sends it again, instead of holding
// every queued write for half a minute after the network came back.

const STALL_MS = 60;
const apiBase = 'http://127.0.0.1:1/api';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Sent {
  readonly method: string;
  readonly url: string;
  readonly mutationId: string | null;
  /** Settles the request with this answer (JSON 200) or leaves it hanging. */
  answer(body: unknown, status?: number): void;
  readonly aborted: () => boolean;
}

/** A fetch whose requests hang until the test answers them (or their signal aborts). */
function manualFetch() {
  const sent: Sent[] = [];
  const fetch: FetchLike = (url, init) =>
    new Promise((resolve, reject) => {
      const signal = init.signal;
      signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      const headers = new Headers(init.headers);
      sent.push({
        method: init.method ?? 'GET',
        url,
        mutationId: headers.get('X-Mutation-Id'),
        answer: (body, status = 200) => resolve(new Response(JSON.stringify(body), { status })),
        aborted: () => signal?.aborted ?? false,
      });
    });
  return { sent, fetch };
}

function httpWith(fetch: FetchLike, reachable: boolean[] = [], stallMs = STALL_MS) {
  return createHttp({
    apiBase,
    fetch,
    stall: { stallMs },
    onReachable: (r) => void reachable.push(r),
  });
}

/** A pull sent now and answered at once: the sign that the network works again. */
async function pullAnswered(http: ReturnType<typeof httpWith>, sent: readonly Sent[]): Promise<void> {
  const pull = http.get('/db/incidents', new URLSearchParams());
  sent.at(-1)?.answer([]);
  await pull;
}

const post = { method: 'POST' as const, path: '/db/comments', body: { id: 'c1' }, mutationId: 'm-1' };

describe('a write stalled on a dead connection', () => {
  it('is given up once a later request is answered and it has waited stallMs', async () => {
    const { sent, fetch } = manualFetch();
    const reachable: boolean[] = [];
    // Longer than the others: it checks the write is not given up early, and a loaded machine
    // (CI beside a build) took more than 60 ms to get from sending it to that check.
    const stallMs = 500;
    const http = httpWith(fetch, reachable, stallMs);
    const write = http.transport(post);
    const settled = write.then(
      () => 'answered',
      (error: unknown) => error,
    );
    await pullAnswered(http, sent);
    await sleep(stallMs / 10);
    expect(sent[0]?.aborted()).toBe(false);
    const error = await settled;
    expect(error).toBeInstanceOf(StalledRequest);
    // The server answered: the status must not flip to offline for the stalled write.
    expect(reachable).toEqual([true]);
  });

  it('keeps waiting while nothing later is answered (a slow server is not a stall)', async () => {
    const { sent, fetch } = manualFetch();
    const http = httpWith(fetch);
    const write = http.transport(post);
    await sleep(STALL_MS * 3);
    expect(sent[0]?.aborted()).toBe(false);
    sent[0]?.answer([{ id: 'c1' }], 201);
    await expect(write).resolves.toMatchObject({ status: 201 });
  });

  it('an answer to a request sent before the write does not count', async () => {
    const { sent, fetch } = manualFetch();
    const http = httpWith(fetch);
    const pull = http.get('/db/incidents', new URLSearchParams());
    void http.transport(post).catch(() => undefined);
    sent[0]?.answer([]);
    await pull;
    await sleep(STALL_MS * 3);
    expect(sent[1]?.aborted()).toBe(false);
  });

  it('a write that could land twice is never given up early', async () => {
    const { sent, fetch } = manualFetch();
    const http = httpWith(fetch);
    void http.transport({ ...post, dedupable: false }).catch(() => undefined);
    await pullAnswered(http, sent);
    await sleep(STALL_MS * 3);
    expect(sent[0]?.aborted()).toBe(false);
  });

  it('through the outbox: sent again after the stall and delivered exactly once', async () => {
    const { sent, fetch } = manualFetch();
    const http = httpWith(fetch);
    const store = await createMemoryStoreProvider().open({
      backendUrl: 'https://mc.test',
      organization: 'o',
      userId: 'u',
    });
    const delivered: Delivery[] = [];
    const outbox = await Outbox.open({
      store,
      registry,
      local: newLocal(),
      random: () => 0,
      newId: counterIds(),
      transport: http.transport,
      onDelivered: (d) => void delivered.push(d),
    });
    await outbox.mutate('addComment', { id: 'c1', incidentId: 'inc-1', body: 'still here' });
    outbox.start();
    await sleep(0);
    expect(sent.map((s) => s.method)).toEqual(['POST']);
    // The pull after reconnecting is answered; the first POST never will be.
    await pullAnswered(http, sent);
    for (let t = 0; t < 40 && sent.length < 3; t++) await sleep(STALL_MS / 4);
    const again = sent[2];
    expect(again).toMatchObject({ method: 'POST', mutationId: 'm-1' });
    again?.answer([{ id: 'c1' }], 201);
    await outbox.whenWaiting();
    expect(delivered.map((d) => d.entry.id)).toEqual(['m-1']);
    expect(outbox.getState().pending).toBe(0);
    await outbox.stop();
  });
});
