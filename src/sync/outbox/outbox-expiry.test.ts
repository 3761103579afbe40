import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import { createMutatorRegistry, defineMutator, EXPIRED } from './mutator.ts';
import { Outbox } from './outbox.ts';
import type { OutboxRequest } from './outbox-options.ts';
import { namespace } from './outbox-harness.ts';
import { counterIds, manualClock } from './test-support.ts';

const TEN_MINUTES = 10 * 60_000;
const run = defineMutator({
  name: 'run',
  args: z.object({ id: z.string(), queuedAt: z.number() }),
  entities: (a) => [`run:${a.id}`],
  apply: () => undefined,
  expiresAt: (a) => a.queuedAt + TEN_MINUTES,
  toRequest: (a) => ({ method: 'POST', path: '/playbook/run', body: { id: a.id } }),
});

async function offlineOutbox() {
  const store = await createMemoryStoreProvider().open(namespace);
  const { clock, advance } = manualClock(1_000_000);
  let online = false;
  const sent: OutboxRequest[] = [];
  const outbox = await Outbox.open({
    store,
    registry: createMutatorRegistry<Record<string, never>, typeof run>([run]),
    local: {},
    clock,
    random: () => 0.5,
    newId: counterIds(),
    transport: (request) => {
      sent.push(request);
      return online ? Promise.resolve({ status: 201, body: {} }) : Promise.reject(new Error('offline'));
    },
  });
  const reconnect = async () => {
    online = true;
    outbox.networkRestored();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await outbox.whenWaiting();
  };
  return { outbox, sent, advance, clock, reconnect };
}

describe('a write with an expiry', () => {
  it('is delivered once when the connection returns within its expiry', async () => {
    const h = await offlineOutbox();
    await h.outbox.mutate('run', { id: 'r1', queuedAt: h.clock.now() });
    h.outbox.start();
    h.advance(TEN_MINUTES - 1);
    await h.reconnect();
    expect(h.sent.filter((r) => r.mutationId === 'm-1').length).toBeGreaterThanOrEqual(1);
    expect(h.outbox.getState()).toMatchObject({ pending: 0, failed: [] });
  });

  it('is never sent once expired: it fails as expired and stays for the user to see', async () => {
    const h = await offlineOutbox();
    await h.outbox.mutate('run', { id: 'r1', queuedAt: h.clock.now() });
    h.advance(TEN_MINUTES);
    h.outbox.start();
    await h.reconnect();
    expect(h.sent).toEqual([]);
    const [entry] = h.outbox.list();
    expect(entry).toMatchObject({ status: 'failed', failure: { code: EXPIRED } });
  });
});
