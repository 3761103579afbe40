// Member writes made on this page and not yet confirmed by a fresh read of the team's members:
// the Members tab shows an added person at once (marked Pending) and a removed one as Removing,
// online or offline, as the outbox's optimistic rows do for synced collections. An entry settles
// once the outbox no longer holds its write (delivered or discarded); the tab then reads the
// members again. After a reload the writes still wait in the outbox (and on Pending writes).
import { useSyncExternalStore } from 'react';

export interface PendingMember {
  /** The outbox entry carrying the write. */
  readonly entryId: string;
  readonly teamId: string;
  readonly kind: 'add' | 'remove';
  readonly personId: string;
  readonly name: string;
  readonly email: string | null;
  /** When it was queued (ms); an entry never seen in the outbox's status settles after a while. */
  readonly at: number;
  /** Seen in the outbox's status at least once. */
  seen: boolean;
}

let entries: readonly PendingMember[] = [];
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

export const pendingMembers = {
  add: (list: readonly PendingMember[]): void => {
    entries = [...entries, ...list];
    notify();
  },
  /** Marks those whose write the outbox holds as seen; returns the ones that settled (and drops them). */
  settle: (inOutbox: ReadonlySet<string>, now: number, graceMs = 2_000): readonly PendingMember[] => {
    const settled: PendingMember[] = [];
    for (const e of entries) {
      if (inOutbox.has(e.entryId)) e.seen = true;
      else if (e.seen || now - e.at > graceMs) settled.push(e);
    }
    if (settled.length > 0) {
      entries = entries.filter((e) => !settled.includes(e));
      notify();
    }
    return settled;
  },
  forTeam: (teamId: string): readonly PendingMember[] => entries.filter((e) => e.teamId === teamId),
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly PendingMember[] => entries,
};

/** Every pending member write of this page session (filter by team in the caller). */
export function usePendingMembers(): readonly PendingMember[] {
  return useSyncExternalStore(pendingMembers.subscribe, pendingMembers.snapshot, pendingMembers.snapshot);
}

export interface MemberView {
  readonly personId: string;
  readonly name: string;
  readonly email: string | null;
  /** Added here, not yet confirmed; or being removed. */
  readonly pending: 'add' | 'remove' | undefined;
}

/** The server's members with this page's pending writes laid over them, by name. */
export function memberViews(
  server: readonly { person_id: string; name: string; email: string | null }[],
  pending: readonly PendingMember[],
): MemberView[] {
  const views = new Map<string, MemberView>();
  for (const m of server)
    views.set(m.person_id, { personId: m.person_id, name: m.name, email: m.email, pending: undefined });
  for (const p of pending) {
    const current = views.get(p.personId);
    if (p.kind === 'add' && (current === undefined || current.pending === 'remove'))
      views.set(p.personId, { personId: p.personId, name: p.name, email: p.email, pending: 'add' });
    if (p.kind === 'remove' && current !== undefined)
      views.set(p.personId, { ...current, pending: 'remove' });
  }
  return [...views.values()].sort((a, b) => a.name.localeCompare(b.name));
}
