// A scripted transport and an outbox over a memory store, for the behaviour tests.
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { StoreProvider } from '../../db/store.ts';
import type { TransportResponse } from './classify.ts';
import { Outbox } from './outbox.ts';
import type { Delivery, OutboxRequest } from './outbox-options.ts';
import { counterIds, manualClock, newLocal, registry } from './test-support.ts';

export const namespace = { backendUrl: 'https://mc.test', organization: 'o', userId: 'u' };

/** Answers are taken from `script` in order; when it runs out, every request gets 201. */
export type Answer = TransportResponse | Error | ((request: OutboxRequest) => TransportResponse | Error);

export async function harness(options: { provider?: StoreProvider; script?: Answer[]; random?: () => number } = {}) {
  const provider = options.provider ?? createMemoryStoreProvider();
  const store = await provider.open(namespace);
  const { clock, sleeps, advance } = manualClock();
  const sent: OutboxRequest[] = [];
  const script = [...(options.script ?? [])];
  const delivered: Delivery[] = [];
  const local = newLocal();
  const outbox = await Outbox.open({
    store,
    registry,
    local,
    clock,
    random: options.random ?? (() => 0.5),
    newId: counterIds(),
    onDelivered: (delivery) => void delivered.push(delivery),
    transport: (request) => {
      sent.push(request);
      const next = script.shift();
      const answer = typeof next === 'function' ? next(request) : next;
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve(answer ?? { status: 201, body: [{ echoed: request.mutationId }] });
    },
  });
  return { provider, store, outbox, local, sent, script, delivered, sleeps, advance };
}
