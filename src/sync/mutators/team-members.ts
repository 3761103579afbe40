// Team membership writes (spec 02-areas §2.13 "Team detail, Members tab", §7.6 "POST
// /team_members (array of team_id and person_id); DELETE /team_members"). `team_members` has a
// composite key and no timestamps, so it is not a synced collection (the pull needs a key and a
// cursor): the Members tab reads it online through the query cache and shows these writes as
// pending from the outbox. So `apply` has no local rows to touch.
// - Add inserts every chosen person at once and ignores ones already members, so a re-sent add
//   (its answer lost) is delivered, not a 409 that would hide a partial insert.
// - Remove deletes the one membership (the existing console's `person_id=eq.` alone would take
//   the person out of every team).
import { z } from 'zod';
import { defineMutator, type MutationRequest } from '../outbox/mutator.ts';
import { uuid } from './mutator-kit.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const TEAM_MEMBERS_PATH = '/db/team_members';
// The team, and each person the write adds or removes: the team blocks the team's later writes
// when one fails; the rest lets the Members tab lay a queued write over the list after a reload
// (the outbox's status carries entities, not args).
const entity = (teamId: string) => [`team:${teamId}`];
const memberEntity = (teamId: string, kind: 'add' | 'remove', personId: string) =>
  `team:${teamId}:${kind}:${personId}`;

/** The member changes an outbox entry carries, read back from its entities. */
export function memberChangesOf(
  entities: readonly string[] | undefined,
): { teamId: string; kind: 'add' | 'remove'; personId: string }[] {
  return (entities ?? []).flatMap((e) => {
    const m = /^team:([^:]+):(add|remove):(.+)$/.exec(e);
    return m?.[1] !== undefined && m[3] !== undefined && (m[2] === 'add' || m[2] === 'remove')
      ? [{ teamId: m[1], kind: m[2], personId: m[3] }]
      : [];
  });
}

const memberSchema = builtOnFirstUse(() => z.object({ person_id: uuid, name: z.string() }));

export const addTeamMembers = defineMutator({
  name: 'team_members.add',
  args: builtOnFirstUse(() =>
    z.object({ team_id: uuid, team_name: z.string(), members: z.array(memberSchema).min(1) }),
  ),
  entities: (a) => [
    ...entity(a.team_id),
    ...a.members.map((m) => memberEntity(a.team_id, 'add', m.person_id)),
  ],
  describe: (a) => `Add ${a.members.map((m) => m.name).join(', ')} to team ${a.team_name}`,
  apply: () => undefined,
  toRequest: (a): MutationRequest => ({
    method: 'POST',
    path: TEAM_MEMBERS_PATH,
    body: a.members.map((m) => ({ team_id: a.team_id, person_id: m.person_id })),
    prefer: 'resolution=ignore-duplicates,return=minimal',
  }),
});

export const removeTeamMember = defineMutator({
  name: 'team_members.remove',
  args: builtOnFirstUse(() => z.object({ team_id: uuid, team_name: z.string(), member: memberSchema })),
  entities: (a) => [...entity(a.team_id), memberEntity(a.team_id, 'remove', a.member.person_id)],
  describe: (a) => `Remove ${a.member.name} from team ${a.team_name}`,
  apply: () => undefined,
  toRequest: (a): MutationRequest => ({
    method: 'DELETE',
    path: TEAM_MEMBERS_PATH,
    query: { team_id: `eq.${a.team_id}`, person_id: `eq.${a.member.person_id}` },
  }),
});
