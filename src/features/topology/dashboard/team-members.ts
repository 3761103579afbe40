// Which components each team owns (`team_components`), for the Team filter and the cards'
// avatars. Not a synced collection: the table has no key of its own (team, component) and no
// cursor column, so the sync could only re-read it whole; it is one small read (two ids a row)
// kept in the persisted query cache instead, so the Dashboard filters by team offline too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { getJson } from '../../../lib/api-client.ts';
import { builtOnFirstUse } from '../../../lib/built-on-first-use.ts';
import { useLiveQuery } from '../../../sync/client/hooks.tsx';
import { teams } from '../../../sync/collections/teams.ts';
import type { CardTeam } from '../card/component-card.tsx';

const teamComponentsSchema = builtOnFirstUse(() =>
  z.array(z.object({ team_id: z.string(), component_id: z.string() })),
);

export function teamComponentsQuery() {
  return queryOptions({
    queryKey: ['topology', 'team-components'],
    queryFn: ({ signal }) =>
      getJson('db/team_components?select=team_id,component_id', teamComponentsSchema, signal),
    staleTime: 60_000,
  });
}

const TEAMS_QUERY = { sort: [{ field: 'name', dir: 'asc' as const }], limit: 1_000 };

export interface TeamMembership {
  /** Every live team, by name. */
  readonly teams: readonly CardTeam[];
  /** Teams per component id. */
  readonly byComponent: ReadonlyMap<string, readonly CardTeam[]>;
  /** Component ids per team name; undefined until `team_components` has been read once. */
  readonly membersOf: (teamName: string) => readonly string[] | undefined;
  readonly loaded: boolean;
}

export function useTeamMembership(): TeamMembership {
  const links = useQuery(teamComponentsQuery()).data;
  const teamRows = useLiveQuery(teams, TEAMS_QUERY).result?.rows;
  return useMemo(() => {
    const live = (teamRows ?? []).filter((t) => t.deleted_at === null);
    const byId = new Map(live.map((t) => [t.id, { id: t.id, name: t.name, icon: t.icon }] as const));
    const byComponent = new Map<string, CardTeam[]>();
    const byTeamName = new Map<string, string[]>();
    for (const link of links ?? []) {
      const team = byId.get(link.team_id);
      if (team === undefined) continue;
      const list = byComponent.get(link.component_id);
      if (list) list.push(team);
      else byComponent.set(link.component_id, [team]);
      const members = byTeamName.get(team.name);
      if (members) members.push(link.component_id);
      else byTeamName.set(team.name, [link.component_id]);
    }
    return {
      teams: [...byId.values()],
      byComponent,
      membersOf: (name) => (links === undefined ? undefined : (byTeamName.get(name) ?? [])),
      loaded: links !== undefined,
    };
  }, [links, teamRows]);
}
