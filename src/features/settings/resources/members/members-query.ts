// A team's members (spec 02-areas §7.6 "GET /team_members?team_id=eq.{id}", §3 "team member: id,
// name, email, avatar, team_id, person_id"), an online read through the persisted query cache:
// `team_members` has a composite key and no timestamps, so it cannot be a synced collection.
// The cached answer still reads offline (marked as cached).
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson } from '../../../../lib/api-client.ts';
import { builtOnFirstUse } from '../../../../lib/built-on-first-use.ts';

const text = z.string().nullable().optional();

export const teamMemberSchema = builtOnFirstUse(() =>
  z.object({
    team_id: z.string(),
    person_id: z.string(),
    person: z.object({ id: z.string(), name: z.string(), email: text, avatar: text }).nullable(),
  }),
);
export type TeamMember = z.infer<typeof teamMemberSchema>;

export function teamMembersQuery(teamId: string) {
  return queryOptions({
    queryKey: ['settings', 'team-members', teamId],
    queryFn: ({ signal }) =>
      getJson(
        `db/team_members?team_id=eq.${encodeURIComponent(teamId)}&select=team_id,person_id,person:person_id(id,name,email,avatar)`,
        z.array(teamMemberSchema),
        signal,
      ),
  });
}
