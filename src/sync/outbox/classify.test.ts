import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.ts';
import { classify } from './classify.ts';
import { blockedIds, nextDeliverable } from './queue-state.ts';
import type { OutboxEntry } from './entry.ts';

describe('classify', () => {
  it('maps statuses to outcomes', () => {
    expect(classify({ status: 201, body: [{ id: 1 }] }, true)).toEqual({
      kind: 'delivered',
      body: [{ id: 1 }],
      duplicate: false,
    });
    expect(classify({ status: 204, body: undefined }, false).kind).toBe('delivered');
    for (const status of [408, 429, 500, 502, 503, 504])
      expect(classify({ status, body: {} }, false).kind).toBe('retry');
    expect(classify({ status: 401, body: {} }, false)).toEqual({ kind: 'pause' });
    expect(classify({ status: 403, body: { code: '42501', message: 'permission denied' } }, false)).toEqual({
      kind: 'fail',
      failure: { status: 403, code: '42501', message: 'permission denied' },
    });
    expect(classify({ status: 404, body: 'gone' }, false)).toEqual({
      kind: 'fail',
      failure: { status: 404, message: 'HTTP 404' },
    });
  });

  it('treats a duplicate key only on a create as delivered', () => {
    const dup = { status: 409, body: { code: '23505', message: 'duplicate key value' } };
    expect(classify(dup, true)).toEqual({ kind: 'delivered', body: undefined, duplicate: true });
    expect(classify(dup, false).kind).toBe('fail');
    expect(classify({ status: 409, body: { code: '23503', message: 'fk' } }, true).kind).toBe('fail');
  });
});

describe('backoffDelay', () => {
  it('draws uniformly below min(cap, base·2^attempt)', () => {
    expect([0, 1, 2, 5, 6, 7, 40].map((n) => backoffDelay(n, () => 0.999999))).toEqual([
      999, 1999, 3999, 31999, 59999, 59999, 59999,
    ]);
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(2, () => 0.5, { baseMs: 100, capMs: 250 })).toBe(125);
  });
});

describe('queue order', () => {
  const entry = (
    id: string,
    seq: number,
    entities: string[],
    status: 'pending' | 'failed' = 'pending',
  ): OutboxEntry => ({
    id,
    seq,
    name: 'x',
    args: {},
    entities,
    create: false,
    createdAt: 0,
    status,
  });

  it('blocks entries sharing an entity with a failure, transitively, and sends the first free one', () => {
    const entries = [
      entry('a', 1, ['inc:1'], 'failed'),
      entry('b', 2, ['inc:1', 'c:1']),
      entry('c', 3, ['c:1']),
      entry('d', 4, ['inc:2']),
    ];
    expect([...blockedIds(entries)]).toEqual(['b', 'c']);
    expect(nextDeliverable(entries)?.id).toBe('d');
    expect(nextDeliverable(entries.slice(0, 3))).toBeUndefined();
  });
});
