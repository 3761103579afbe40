import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMemoryStoreProvider } from '../../db/memory-store.ts';
import type { StoreProvider } from '../../db/store.ts';
import { createMutatorRegistry, defineMutator } from './mutator.ts';
import { Outbox } from './outbox.ts';
import type { OutboxRequest } from './outbox-options.ts';
import { namespace } from './outbox-harness.ts';
import { counterIds, manualClock } from './test-support.ts';

// A write the server cannot dedupe (POST /playbook/run makes a new run each time) is delivered
// once even when the answer to an attempt that took effect is lost: later attempts first ask
// `landed`, from the first attempt's `sentAt` kept in the entry (also across a restart).

interface ServerRun {
  id: string;
  playbook: string;
  at: number;
}

/** A server that makes a run per POST; `dropAnswers` loses the answers after doing the work. */
function runServer() {
  const runs: ServerRun[] = [];
  const requests: OutboxRequest[] = [];
  const state = { dropAnswers: 0, unreachable: 0, now: () => 0 };
  const transport = (request: OutboxRequest) => {
    requests.push(request);
    if (state.unreachable > 0) {
      state.unreachable -= 1;
      return Promise.reject(new Error('connection refused'));
    }
    if (request.method === 'GET') {
      const since = Number(request.query?.['since']);
      return Promise.resolve({ status: 200, body: runs.filter((r) => r.at >= since) });
    }
    const body = z.object({ playbook: z.string() }).parse(request.body);
    const run = { id: `run-${runs.length + 1}`, playbook: body.playbook, at: state.now() };
    runs.push(run);
    if (state.dropAnswers > 0) {
      state.dropAnswers -= 1;
      return Promise.reject(new Error('connection reset after the request was sent'));
    }
    return Promise.resolve({ status: 200, body: { run_id: run.id } });
  };
  return { runs, requests, state, transport };
}

const landedCalls: number[] = [];
const runPlaybook = defineMutator({
  name: 'run',
  args: z.object({ playbook: z.string() }),
  entities: (a) => [`playbook:${a.playbook}`],
  apply: () => undefined,
  toRequest: (a) => ({ method: 'POST', path: '/playbook/run', body: { playbook: a.playbook } }),
  landed: async (a, read, sentAt) => {
    landedCalls.push(sentAt);
    const answer = await read('/db/playbook_runs', { since: String(sentAt) });
    const rows = z.array(z.object({ id: z.string(), playbook: z.string() })).parse(answer.body);
    const mine = rows.find((r) => r.playbook === a.playbook);
    return mine === undefined ? undefined : { body: { run_id: mine.id } };
  },
});
const broken = defineMutator({
  ...runPlaybook,
  name: 'broken',
  landed: () => Promise.reject(new Error('the runs could not be read')),
});

async function open(server: ReturnType<typeof runServer>, provider: StoreProvider) {
  const { clock, advance } = manualClock(5_000);
  server.state.now = () => clock.now();
  const delivered: unknown[] = [];
  const outbox = await Outbox.open({
    store: await provider.open(namespace),
    registry: createMutatorRegistry<Record<string, never>, typeof runPlaybook | typeof broken>([
      runPlaybook,
      broken,
    ]),
    local: {},
    clock,
    random: () => 0.5,
    newId: counterIds(),
    onDelivered: ({ body }) => void delivered.push(body),
    transport: server.transport,
  });
  const settle = async () => {
    for (let i = 0; i < 20 && outbox.getState().pending > 0; i++) {
      advance(6_000);
      await new Promise((resolve) => setTimeout(resolve, 0));
      await outbox.whenWaiting();
    }
  };
  return { outbox, delivered, settle };
}

const posts = (server: ReturnType<typeof runServer>) => server.requests.filter((r) => r.method === 'POST');

describe('a write the server cannot dedupe', () => {
  it('is not asked about before its first attempt: one POST, one run', async () => {
    landedCalls.length = 0;
    const server = runServer();
    const h = await open(server, createMemoryStoreProvider());
    await h.outbox.mutate('run', { playbook: 'restart' });
    h.outbox.start();
    await h.settle();
    expect(server.requests.map((r) => r.method)).toEqual(['POST']);
    expect(landedCalls).toEqual([]);
    expect(h.delivered).toEqual([{ run_id: 'run-1' }]);
  });

  it('whose answer was lost is found on the server, not run a second time', async () => {
    const server = runServer();
    server.state.dropAnswers = 1;
    const h = await open(server, createMemoryStoreProvider());
    await h.outbox.mutate('run', { playbook: 'restart' });
    h.outbox.start();
    await h.settle();
    expect(server.runs).toHaveLength(1);
    expect(posts(server)).toHaveLength(1);
    expect(h.delivered).toEqual([{ run_id: 'run-1' }]);
    expect(h.outbox.getState()).toMatchObject({ pending: 0, failed: [] });
  });

  it('that never reached the server is sent again after the look finds nothing', async () => {
    const server = runServer();
    const h = await open(server, createMemoryStoreProvider());
    await h.outbox.mutate('run', { playbook: 'restart' });
    server.state.unreachable = 1;
    h.outbox.start();
    await h.settle();
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'GET', 'POST']);
    expect(server.runs).toHaveLength(1);
  });

  it('keeps when it was first sent across a restart, so the reopened outbox looks first too', async () => {
    const server = runServer();
    server.state.dropAnswers = 1;
    const provider = createMemoryStoreProvider();
    const first = await open(server, provider);
    await first.outbox.mutate('run', { playbook: 'restart' });
    first.outbox.start();
    await first.outbox.whenWaiting();
    expect(first.outbox.list()[0]?.sentAt).toBe(5_000);
    await first.outbox.stop();

    const reopened = await open(server, provider);
    reopened.outbox.start();
    await reopened.settle();
    expect(server.runs).toHaveLength(1);
    expect(posts(server)).toHaveLength(1);
    expect(reopened.delivered).toEqual([{ run_id: 'run-1' }]);
  });

  it('fails, rather than risk a second run, when the look itself breaks', async () => {
    const server = runServer();
    server.state.dropAnswers = 1;
    const h = await open(server, createMemoryStoreProvider());
    await h.outbox.mutate('broken', { playbook: 'restart' });
    h.outbox.start();
    await h.settle();
    expect(posts(server)).toHaveLength(1);
    const [entry] = h.outbox.list();
    expect(entry?.status).toBe('failed');
    expect(entry?.failure?.message).toMatch(/could not check whether the earlier attempt went through/);
  });
});
