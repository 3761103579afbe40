// Shared by the outbox tests: clocks, a seeded random, mutators over a tiny local model, and an
// in-memory server with PostgREST's answers for duplicate keys.
import { z } from 'zod';
import type { Clock } from './clock.ts';
import { createMutatorRegistry, defineMutator } from './mutator.ts';
import type { OutboxRequest } from './outbox-options.ts';

/** A clock that moves only when told; records every sleep it was asked for. */
export function manualClock(start = 0) {
  let now = start;
  const timers: Array<{ at: number; resolve: () => void }> = [];
  const sleeps: number[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: (ms, signal) =>
      new Promise((resolve) => {
        sleeps.push(ms);
        const timer = { at: now + ms, resolve };
        timers.push(timer);
        signal.addEventListener('abort', () => resolve(), { once: true });
      }),
  };
  const advance = (ms: number): void => {
    now += ms;
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.resolve();
    }
  };
  return { clock, sleeps, advance };
}

/** A clock whose sleeps return at once, moving time forward (for long fault runs). */
export function instantClock(): Clock {
  let now = 0;
  return {
    now: () => now,
    sleep: (ms) => {
      now += ms;
      return Promise.resolve();
    },
  };
}

/** mulberry32: a small seeded PRNG with uniform output in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Local {
  comments: Map<string, { id: string; incidentId: string; body: string; pending?: boolean }>;
  statuses: Map<string, string>;
}
export const newLocal = (): Local => ({ comments: new Map(), statuses: new Map() });

export const addComment = defineMutator({
  name: 'addComment',
  args: z.object({ id: z.string(), incidentId: z.string(), body: z.string().min(1) }),
  create: true,
  entities: (a) => [`incident:${a.incidentId}`, `comment:${a.id}`],
  apply: (local: Local, a) => void local.comments.set(a.id, { ...a, pending: true }),
  revert: (local: Local, a) => void local.comments.delete(a.id),
  toRequest: (a) => ({ method: 'POST', path: '/api/db/comments', body: a, prefer: 'return=representation' }),
});

export const setStatus = defineMutator({
  name: 'setStatus',
  args: z.object({ incidentId: z.string(), status: z.enum(['open', 'mitigated', 'closed']) }),
  entities: (a) => [`incident:${a.incidentId}`],
  apply: (local: Local, a) => void local.statuses.set(a.incidentId, a.status),
  toRequest: (a) => ({ method: 'PATCH', path: '/api/db/incidents', query: { id: `eq.${a.incidentId}` }, body: { status: a.status } }),
});

export const registry = createMutatorRegistry<Local, typeof addComment | typeof setStatus>([addComment, setStatus]);

/** Deterministic mutation ids for tests. */
export function counterIds(prefix = 'm'): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}

/**
 * The server side of the fault runs: comments are created once (a repeat is a 409 23505, as
 * PostgREST answers a duplicate primary key); status updates apply every time they arrive.
 * `log` records each application by mutation id.
 */
export function fakeServer() {
  const comments = new Map<string, unknown>();
  const statuses = new Map<string, string>();
  const log: string[] = [];
  function apply(request: OutboxRequest): { status: number; body: unknown } {
    if (request.method === 'POST' && request.path === '/api/db/comments') {
      const row = addComment.args.parse(request.body);
      if (comments.has(row.id)) return { status: 409, body: { code: '23505', message: 'duplicate key value violates unique constraint "comments_pkey"' } };
      comments.set(row.id, row);
      log.push(request.mutationId);
      return { status: 201, body: [{ ...row, created_at: 'now' }] };
    }
    if (request.method === 'PATCH' && request.path === '/api/db/incidents') {
      const id = (request.query?.id ?? '').replace(/^eq\./, '');
      statuses.set(id, z.object({ status: z.string() }).parse(request.body).status);
      log.push(request.mutationId);
      return { status: 204, body: undefined };
    }
    return { status: 404, body: { code: 'PGRST205', message: 'not found' } };
  }
  return { comments, statuses, log, apply };
}
