// A scripted transport and an outbox over a memory store, for the behaviour tests.
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { StoreProvider } from '../../db/store.ts';
import type { TransportResponse } from './classify.ts';
import { Outbox } from './outbox.ts';
import type { Delivery, OutboxRequest } from './outbox-options.ts';
import { counterIds, manualClock, newLocal, registry } from './test-support.ts';

export const namespace = { backendUrl: 'https://mc.test', organization: 'o', userId: 'u' };

/** Answers are taken from `script` in order; when it runs out, `fallback` answers (default 201). */
export type Answer = TransportResponse | Error | ((request: OutboxRequest) => TransportResponse | Error);

export interface HarnessOptions {
  provider?: StoreProvider;
  script?: Answer[];
  fallback?: (request: OutboxRequest) => TransportResponse | Error;
  random?: () => number;
  /** The browser's word on the network (the outbox's `online` option). */
  online?: () => boolean;
}

export async function harness(options: HarnessOptions = {}) {
  const provider = options.provider ?? createMemoryStoreProvider();
  const store = await provider.open(namespace);
  const { clock, sleeps, advance } = manualClock();
  const fallback =
    options.fallback ??
    ((request: OutboxRequest) => ({ status: 201, body: [{ echoed: request.mutationId }] }));
  const sent: OutboxRequest[] = [];
  /** The clock's time at each request. */
  const sentAt: number[] = [];
  const script = [...(options.script ?? [])];
  const delivered: Delivery[] = [];
  const local = newLocal();
  const outbox = await Outbox.open({
    store,
    registry,
    local,
    clock,
    random: options.random ?? (() => 0.5),
    ...(options.online ? { online: options.online } : {}),
    newId: counterIds(),
    onDelivered: (delivery) => void delivered.push(delivery),
    transport: (request) => {
      sent.push(request);
      sentAt.push(clock.now());
      const next = script.shift();
      const answer =
        next === undefined ? fallback(request) : typeof next === 'function' ? next(request) : next;
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve(answer);
    },
  });
  return { provider, store, outbox, local, sent, sentAt, script, delivered, sleeps, advance, clock };
}
