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
  toRequest: (a) => ({
    method: 'PATCH',
    path: '/api/db/incidents',
    query: { id: `eq.${a.incidentId}` },
    body: { status: a.status },
  }),
});

/**
 * A status edit that is last-write-wins and says so: it applies only while the server holds
 * `previous`; when the row moved, `recover` reads the server and resends conditioned on what it
 * saw, remembering the value it replaces, and the delivery leaves a notice naming it.
 */
export const setStatusIf = defineMutator({
  name: 'setStatusIf',
  args: z.object({
    incidentId: z.string(),
    status: z.string(),
    previous: z.string(),
    replaced: z.string().optional(),
  }),
  entities: (a) => [`incident:${a.incidentId}`],
  apply: (local: Local, a) => void local.statuses.set(a.incidentId, a.status),
  toRequest: (a) => ({
    method: 'PATCH',
    path: '/api/db/incidents',
    query: { id: `eq.${a.incidentId}`, status: `eq.${a.previous}` },
    body: { status: a.status },
    accept: 'application/vnd.pgrst.object+json',
  }),
  recover: async (a, refusal, read) => {
    if (refusal.status !== 406) return undefined;
    const answer = await read('/api/db/incidents', { id: `eq.${a.incidentId}` });
    const server = z.array(z.object({ status: z.string() })).parse(answer.body)[0]?.status;
    if (server === undefined) return { kind: 'fail', message: 'The incident no longer exists' };
    // Our value is there already (an earlier attempt landed and its answer was lost).
    if (server === a.status) return { kind: 'delivered', body: [{ id: a.incidentId, status: server }] };
    return { kind: 'resend', args: { ...a, previous: server, replaced: server } };
  },
  notice: (a) => (a.replaced === undefined ? undefined : { replaced: a.replaced }),
});

export const registry = createMutatorRegistry<
  Local,
  typeof addComment | typeof setStatus | typeof setStatusIf
>([addComment, setStatus, setStatusIf]);

/** Deterministic mutation ids for tests. */
export function counterIds(prefix = 'm'): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}

/**
 * The server side of the fault runs: comments are created once (a repeat is a 409 23505, as
 * PostgREST answers a duplicate primary key); status updates apply every time they arrive, and
 * one filtered on `status=eq.` that matches nothing is PostgREST's single-object 406.
 * `log` records each application by mutation id. `otherUserSets` is another user's edit;
 * `overwrites` records, per mutation, the last other user's value that mutation replaced.
 */
export function fakeServer() {
  const comments = new Map<string, unknown>();
  const statuses = new Map<string, string>();
  const log: string[] = [];
  /** Incidents whose status another user set last. */
  const othersValue = new Map<string, string>();
  const overwrites = new Map<string, string>();
  function otherUserSets(id: string, status: string): void {
    statuses.set(id, status);
    othersValue.set(id, status);
  }
  function apply(request: OutboxRequest): { status: number; body: unknown } {
    if (request.method === 'GET' && request.path === '/api/db/incidents') {
      const id = (request.query?.id ?? '').replace(/^eq\./, '');
      return { status: 200, body: [{ id, status: statuses.get(id) ?? 'open' }] };
    }
    const condition = request.query?.status?.replace(/^eq\./, '');
    if (request.method === 'PATCH' && request.path === '/api/db/incidents' && condition !== undefined) {
      const id = (request.query?.id ?? '').replace(/^eq\./, '');
      if ((statuses.get(id) ?? 'open') !== condition)
        return {
          status: 406,
          body: { code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object' },
        };
      const theirs = othersValue.get(id);
      if (theirs !== undefined) overwrites.set(request.mutationId, theirs);
      othersValue.delete(id);
    }
    if (request.method === 'POST' && request.path === '/api/db/comments') {
      const row = addComment.args.parse(request.body);
      if (comments.has(row.id))
        return {
          status: 409,
          body: { code: '23505', message: 'duplicate key value violates unique constraint "comments_pkey"' },
        };
      comments.set(row.id, row);
      log.push(request.mutationId);
      return { status: 201, body: [{ ...row, created_at: 'now' }] };
    }
    if (request.method === 'PATCH' && request.path === '/api/db/incidents') {
      const id = (request.query?.id ?? '').replace(/^eq\./, '');
      othersValue.delete(id);
      statuses.set(id, z.object({ status: z.string() }).parse(request.body).status);
      log.push(request.mutationId);
      return { status: 204, body: undefined };
    }
    return { status: 404, body: { code: 'PGRST205', message: 'not found' } };
  }
  return { comments, statuses, log, overwrites, apply, otherUserSets };
}
