import { describe, expect, it } from 'vitest';
import { memberViews, pendingMembers, type PendingMember } from './pending-members.ts';

const entry = (over: Partial<PendingMember>): PendingMember => ({
  entryId: 'e1',
  teamId: 't1',
  kind: 'add',
  personId: 'p2',
  name: 'Bob',
  email: null,
  at: 1_000,
  seen: false,
  ...over,
});

describe('pending team members', () => {
  const server = [{ person_id: 'p1', name: 'Alice', email: 'a@x' }];

  it('shows an added person at once and a removed one as being removed', () => {
    const views = memberViews(server, [
      entry({ kind: 'add', personId: 'p2', name: 'Bob' }),
      entry({ entryId: 'e2', kind: 'remove', personId: 'p1', name: 'Alice' }),
    ]);
    expect(views).toEqual([
      { personId: 'p1', name: 'Alice', email: 'a@x', pending: 'remove' },
      { personId: 'p2', name: 'Bob', email: null, pending: 'add' },
    ]);
    // Removing someone who is not a member shows nothing.
    expect(memberViews([], [entry({ kind: 'remove' })])).toEqual([]);
  });

  it('settles a write once the outbox no longer holds it, not before it was seen there', () => {
    pendingMembers.add([entry({ entryId: 'a', at: 1_000 }), entry({ entryId: 'b', at: 1_000 })]);
    // Just queued: the outbox status has not listed it yet.
    expect(pendingMembers.settle(new Set(), 1_500)).toEqual([]);
    // Offline: the outbox holds both.
    expect(pendingMembers.settle(new Set(['a', 'b']), 60_000)).toEqual([]);
    // Delivered: gone from the outbox.
    expect(pendingMembers.settle(new Set(['b']), 60_100).map((e) => e.entryId)).toEqual(['a']);
    expect(pendingMembers.forTeam('t1').map((e) => e.entryId)).toEqual(['b']);
    expect(pendingMembers.settle(new Set(), 60_200).map((e) => e.entryId)).toEqual(['b']);
    expect(pendingMembers.forTeam('t1')).toEqual([]);
  });
});
