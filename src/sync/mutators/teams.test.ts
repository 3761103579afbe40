import { describe, expect, it } from 'vitest';
import type { SyncedCollection } from '../registry/synced-collection.ts';
import type { TeamRow } from '../collections/teams.ts';
import { memoryLocal } from './memory-local.ts';
import { allMutators } from './index.ts';
import { createIncidentRule, updateIncidentRule } from './incident-rules.ts';
import { addTeamMembers, removeTeamMember } from './team-members.ts';
import { createTeam, updateTeam } from './teams.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const TEAM = '00000000-0000-4000-8000-0000000000aa';
const ALICE = '00000000-0000-4000-8000-0000000000b1';
const BOB = '00000000-0000-4000-8000-0000000000b2';
const T0 = '2026-11-22T04:00:00.000Z';
const team = { id: TEAM, name: 'Platform', icon: null, spec: { a: 1 }, created_by: ME, created_at: T0 };

describe('team and incident rule mutators', () => {
  it('are registered under their stored names', () => {
    const names = allMutators.map((m) => m.name);
    for (const name of [
      'teams.create',
      'teams.update',
      'team_members.add',
      'team_members.remove',
      'incident_rules.create',
      'incident_rules.update',
    ])
      expect(names).toContain(name);
  });

  it('create shows the team at once, marked pending, and POSTs it with its client id', () => {
    const local = memoryLocal<TeamRow>();
    const args = createTeam.args.parse(team);
    createTeam.apply(local, args);
    expect(local.row(TEAM)).toMatchObject({
      name: 'Platform',
      updated_at: T0,
      local_pending: { fields: ['*'] },
    });
    expect(createTeam.create).toBe(true);
    expect(createTeam.toRequest(args)).toMatchObject({ method: 'POST', path: '/db/teams', body: team });
    createTeam.revert?.(local, args);
    expect(local.row(TEAM)).toBeUndefined();
  });

  it('refuses a team without a name', () => {
    expect(createTeam.args.safeParse({ ...team, name: '  ' }).success).toBe(false);
    expect(createIncidentRule.args.safeParse({ ...team, name: '' }).success).toBe(false);
  });

  it('update PATCHes the edited fields and a discard puts the old spec back', () => {
    const local = memoryLocal<TeamRow>();
    local.upsert({ key: 'id' } as SyncedCollection<TeamRow>, [
      { ...team, source: null, updated_at: T0, deleted_at: null },
    ]);
    const args = updateTeam.args.parse({
      id: TEAM,
      patch: { spec: { b: 2 } },
      previous: { spec: { a: 1 } },
      base_updated_at: T0,
      label: 'Platform',
    });
    updateTeam.apply(local, args);
    expect(local.row(TEAM)).toMatchObject({ spec: { b: 2 }, local_pending: { fields: ['spec'] } });
    expect(updateTeam.toRequest(args)).toMatchObject({
      method: 'PATCH',
      query: { id: `eq.${TEAM}` },
      body: { spec: { b: 2 } },
    });
    updateTeam.revert?.(local, args);
    expect(local.row(TEAM)?.spec).toEqual({ a: 1 });
    expect(local.row(TEAM)?.local_pending).toBeUndefined();
  });

  it('incident rule update PATCHes the rule by id', () => {
    const args = updateIncidentRule.args.parse({
      id: TEAM,
      patch: { name: 'Sev1' },
      previous: { name: 'Old' },
      base_updated_at: null,
      label: 'Old',
    });
    expect(updateIncidentRule.toRequest(args)).toMatchObject({
      method: 'PATCH',
      path: '/db/incident_rules',
      query: { id: `eq.${TEAM}` },
      body: { name: 'Sev1' },
    });
  });

  it('adding members needs at least one, and a re-sent add ignores those already in', () => {
    const base = { team_id: TEAM, team_name: 'Platform' };
    expect(addTeamMembers.args.safeParse({ ...base, members: [] }).success).toBe(false);
    const args = addTeamMembers.args.parse({
      ...base,
      members: [
        { person_id: ALICE, name: 'Alice' },
        { person_id: BOB, name: 'Bob' },
      ],
    });
    expect(addTeamMembers.describe?.(args)).toBe('Add Alice, Bob to team Platform');
    const request = addTeamMembers.toRequest(args);
    expect(request).toMatchObject({
      method: 'POST',
      path: '/db/team_members',
      body: [
        { team_id: TEAM, person_id: ALICE },
        { team_id: TEAM, person_id: BOB },
      ],
    });
    expect(request.prefer).toContain('resolution=ignore-duplicates');
  });

  it('removing a member deletes that one membership, not the person from every team', () => {
    const args = removeTeamMember.args.parse({
      team_id: TEAM,
      team_name: 'Platform',
      member: { person_id: ALICE, name: 'Alice' },
    });
    expect(removeTeamMember.toRequest(args)).toEqual({
      method: 'DELETE',
      path: '/db/team_members',
      query: { team_id: `eq.${TEAM}`, person_id: `eq.${ALICE}` },
    });
  });
});
