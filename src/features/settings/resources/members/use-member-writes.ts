// Adding and removing team members through the outbox (spec 02-areas §8 Team: '{names} added to
// the team successfully', '{name} removed from team successfully'; the server's message on a
// refusal, shown by FailedResourceWrites). Each queued write is laid over the members list at
// once (pending-members.ts); when the outbox lets go of it, the members are read again.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { toast } from '../../../../components/ui/toast.tsx';
import { useMutate, useSyncStatusValue } from '../../../../sync/client/hooks.tsx';
import type { PersonRow } from '../../../../sync/collections/people.ts';
import { addTeamMembers, removeTeamMember } from '../../../../sync/mutators/team-members.ts';
import { teamMembersQuery } from './members-query.ts';
import { pendingMembers, usePendingMembers, type MemberView } from './pending-members.ts';

const MEMBER_WRITES: readonly string[] = [addTeamMembers.name, removeTeamMember.name];
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The outbox entries of member writes, as one string so the hook re-renders only when they change. */
function useMemberEntriesInOutbox(): string {
  return useSyncStatusValue((s) =>
    s.outbox.items
      .filter((i) => MEMBER_WRITES.includes(i.name))
      .map((i) => i.id)
      .join(' '),
  );
}

export function useMemberWrites(team: { id: string; name: string }) {
  const mutate = useMutate();
  const queries = useQueryClient();
  const pending = usePendingMembers();
  const inOutbox = useMemberEntriesInOutbox();

  // Settle what the outbox let go of; while a write was never seen there, look again shortly.
  useEffect(() => {
    const check = () => {
      const ids = new Set(inOutbox === '' ? [] : inOutbox.split(' '));
      const settled = pendingMembers.settle(ids, Date.now());
      for (const teamId of new Set(settled.map((e) => e.teamId)))
        void queries.invalidateQueries({ queryKey: teamMembersQuery(teamId).queryKey });
    };
    check();
    if (!pending.some((e) => !e.seen)) return;
    const timer = setInterval(check, 1_000);
    return () => clearInterval(timer);
  }, [inOutbox, pending, queries]);

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
