import { describe, expect, it } from 'vitest';
import { addTeamMembers, memberChangesOf, removeTeamMember } from './team-members.ts';

const TEAM = '11111111-1111-4111-8111-111111111111';
const ANA = '22222222-2222-4222-8222-222222222222';
const BEN = '33333333-3333-4333-8333-333333333333';

describe('member writes read back from their outbox entities (the Members tab after a reload)', () => {
  it('an add names the team and each person added', () => {
    const entities = addTeamMembers.entities({
      team_id: TEAM,
      team_name: 'SRE',
      members: [
        { person_id: ANA, name: 'Ana' },
        { person_id: BEN, name: 'Ben' },
      ],
    });
    expect(entities).toContain(`team:${TEAM}`);
    expect(memberChangesOf(entities)).toEqual([
      { teamId: TEAM, kind: 'add', personId: ANA },
      { teamId: TEAM, kind: 'add', personId: BEN },
    ]);
  });

  it('a removal names the person removed; other entities say nothing', () => {
    const entities = removeTeamMember.entities({
      team_id: TEAM,
      team_name: 'SRE',
      member: { person_id: ANA, name: 'Ana' },
    });
    expect(memberChangesOf(entities)).toEqual([{ teamId: TEAM, kind: 'remove', personId: ANA }]);
    expect(memberChangesOf([`team:${TEAM}`, 'playbook_run:x'])).toEqual([]);
    expect(memberChangesOf(undefined)).toEqual([]);
  });
});
