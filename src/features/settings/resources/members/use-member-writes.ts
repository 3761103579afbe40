// Adding and removing team members through the outbox (spec 02-areas §8 Team: '{names} added to
// the team successfully', '{name} removed from team successfully'; the server's message on a
// refusal, shown by FailedResourceWrites). Each queued write is laid over the members list at
// once (pending-members.ts), and again after a reload, from the outbox's entries; when the outbox
// lets go of it, the members are read again.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { toast } from '../../../../components/ui/toast.tsx';
import { useMutate, useSyncStatusValue } from '../../../../sync/client/hooks.tsx';
import type { PersonRow } from '../../../../sync/collections/people.ts';
import type { OutboxItem } from '../../../../sync/client/public-types.ts';
import { addTeamMembers, memberChangesOf, removeTeamMember } from '../../../../sync/mutators/team-members.ts';
import { teamMembersQuery } from './members-query.ts';
import { pendingMembers, usePendingMembers, type MemberView, type PendingMember } from './pending-members.ts';

const MEMBER_WRITES: readonly string[] = [addTeamMembers.name, removeTeamMember.name];
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

const NONE: readonly OutboxItem[] = [];

/** The outbox entries of member writes (the same array while they are unchanged). */
function useMemberEntriesInOutbox(): readonly OutboxItem[] {
  const items = useSyncStatusValue((s) => {
    const mine = s.outbox.items.filter((i) => MEMBER_WRITES.includes(i.name));
    return mine.length === 0 ? NONE : mine;
  });
  const key = items.map((i) => i.id).join(' ');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same entries, by their ids
  return useMemo(() => items, [key]);
}

/**
 * Writes still in the outbox that this page did not make (a reload, another tab), read back from
 * their entities, named from the synced people.
 */
function restoredFromOutbox(
  items: readonly OutboxItem[],
  known: readonly PendingMember[],
  people: readonly PersonRow[],
): PendingMember[] {
  const mine = new Set(known.map((e) => e.entryId));
  return items
    .filter((i) => !mine.has(i.id))
    .flatMap((i) =>
      memberChangesOf(i.entities).map((c) => {
        const person = people.find((p) => p.id === c.personId);
        return {
          entryId: i.id,
          teamId: c.teamId,
          kind: c.kind,
          personId: c.personId,
          name: person?.name ?? c.personId,
          email: person?.email ?? null,
          at: i.createdAt,
          seen: true,
        };
      }),
    );
}

export function useMemberWrites(team: { id: string; name: string }, people: readonly PersonRow[]) {
  const mutate = useMutate();
  const queries = useQueryClient();
  const made = usePendingMembers();
  const items = useMemberEntriesInOutbox();
  const inOutbox = items.map((i) => i.id).join(' ');
  const restored = useMemo(() => restoredFromOutbox(items, made, people), [items, made, people]);
  const pending = useMemo(() => [...made, ...restored], [made, restored]);

  // A restored write the outbox let go of: read its team's members again.
  const lastRestored = useRef<readonly PendingMember[]>([]);
  useEffect(() => {
    const held = new Set(items.map((i) => i.id));
    const gone = lastRestored.current.filter((e) => !held.has(e.entryId));
    for (const teamId of new Set(gone.map((e) => e.teamId)))
      void queries.invalidateQueries({ queryKey: teamMembersQuery(teamId).queryKey });
    lastRestored.current = restored;
  }, [items, restored, queries]);

  // Settle what the outbox let go of; while a write was never seen there, look again shortly.
  useEffect(() => {
    const check = () => {
      const ids = new Set(inOutbox === '' ? [] : inOutbox.split(' '));
      const settled = pendingMembers.settle(ids, Date.now());
      for (const teamId of new Set(settled.map((e) => e.teamId)))
        void queries.invalidateQueries({ queryKey: teamMembersQuery(teamId).queryKey });
    };
    check();
    if (!made.some((e) => !e.seen)) return;
    const timer = setInterval(check, 1_000);
    return () => clearInterval(timer);
  }, [inOutbox, made, queries]);

  const add = useCallback(
    async (people: readonly PersonRow[]) => {
      try {
        const members = people.map((p) => ({ person_id: p.id, name: p.name }));
        const entry = await mutate(addTeamMembers, { team_id: team.id, team_name: team.name, members });
        pendingMembers.add(
          people.map((p) => ({
            entryId: entry.id,
            teamId: team.id,
            kind: 'add' as const,
            personId: p.id,
            name: p.name,
            email: p.email,
            at: Date.now(),
            seen: false,
          })),
        );
        toast.success(`${people.map((p) => p.name).join(', ')} added to the team successfully`);
        return true;
      } catch (error) {
        toast.error(messageOf(error));
        return false;
      }
    },
    [mutate, team.id, team.name],
  );

  const remove = useCallback(
    async (member: MemberView) => {
      try {
        const entry = await mutate(removeTeamMember, {
          team_id: team.id,
          team_name: team.name,
          member: { person_id: member.personId, name: member.name },
        });
        pendingMembers.add([
          {
            entryId: entry.id,
            teamId: team.id,
            kind: 'remove',
            personId: member.personId,
            name: member.name,
            email: member.email,
            at: Date.now(),
            seen: false,
          },
        ]);
        toast.success(`${member.name} removed from team successfully`);
      } catch (error) {
        toast.error(messageOf(error));
      }
    },
    [mutate, team.id, team.name],
  );

  return { add, remove, pending: pending.filter((e) => e.teamId === team.id) };
}
