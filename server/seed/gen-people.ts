import type { Row, SeedContext } from './context.ts';
import { DAY, HOUR, MINUTE, SECOND } from './context.ts';
import { DEMO_ACCOUNTS, LOCAL_AGENT_ID, ROLES, SYSTEM_PERSON_ID } from './well-known-ids.ts';
import type { Role } from './well-known-ids.ts';

const OTHER_PEOPLE: readonly (readonly [string, string, Role])[] = [
  ['Grace Hopper', 'Principal SRE', 'admin'],
  ['Linus Park', 'Platform Engineer', 'editor'],
  ['Margaret Okafor', 'Platform Engineer', 'editor'],
  ['Ken Tanaka', 'Staff Engineer', 'editor'],
  ['Barbara Liskov', 'Engineering Manager', 'commander'],
  ['Dennis Rivera', 'Incident Manager', 'commander'],
  ['Frances Allen', 'SRE', 'responder'],
  ['Alan Kay', 'SRE', 'responder'],
  ['Radia Perlman', 'Network Engineer', 'responder'],
  ['Edsger Novak', 'Backend Engineer', 'responder'],
  ['Katherine Johnson', 'Data Engineer', 'responder'],
  ['John Backus', 'Security Engineer', 'responder'],
  ['Anita Borg', 'Product Manager', 'viewer'],
  ['Donald Knuth', 'Architect', 'viewer'],
  ['Hedy Lamarr', 'Support Engineer', 'viewer'],
  ['Tim Berners', 'Frontend Engineer', 'viewer'],
  ['Shafi Goldwasser', 'Security Lead', 'admin'],
  ['Niklaus Wirth', 'Backend Engineer', 'responder'],
];

export interface PeopleOutput {
  people: Row[];
  teams: Row[];
  team_members: Row[];
  casbin_rule: Row[];
  /** Every human person id (demo accounts first). */
  personIds: string[];
  /** Team ids by slug: platform, sre, payments, data, security. */
  teamIds: Record<string, string>;
}

const slug = (name: string): string => name.toLowerCase().replace(/[^a-z]+/g, '.');

/** People (the five demo accounts, colleagues, a system user), teams, members and role bindings. */
export function generatePeople(ctx: SeedContext): PeopleOutput {
  const rng = ctx.rng('people');
  const people: Row[] = [];
  const casbin: Row[] = [];
  const person = (
    id: string,
    name: string,
    email: string | null,
    title: string,
    loginAgo: number | null,
  ): void => {
    people.push({
      id,
      name,
      // No picture: the console draws initials from the name. A third-party avatar service
      // would be sent every name and fails offline (the CSP refuses it too).
      avatar: null,
      type: email === null ? 'agent' : null,
      organization: 'Acme Corp',
      title,
      email,
      phone: null,
      properties: {},
      external_id: null,
      created_at: ctx.ago(400 * DAY - rng.int(0, 60) * DAY),
      updated_at: ctx.ago(rng.int(1, 30) * DAY),
      deleted_at: null,
      last_login: loginAgo === null ? null : ctx.ago(loginAgo),
    });
  };
  person(SYSTEM_PERSON_ID, 'System', null, 'System user', null);
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    person(account.id, account.name, account.email, `Demo ${account.role}`, rng.int(5, 600) * MINUTE);
    casbin.push(binding(account.id, account.role));
  }
  const personIds = Object.values(DEMO_ACCOUNTS).map((a) => a.id);
  OTHER_PEOPLE.forEach(([name, title, role], i) => {
    const id = ctx.id('person', i);
    person(id, name, `${slug(name)}@example.com`, title, rng.chance(0.8) ? rng.int(1, 14 * 24) * HOUR : null);
    personIds.push(id);
    casbin.push(binding(id, role));
    if (i % 7 === 3) casbin.push(binding(id, rng.pick(ROLES.filter((r) => r !== role))));
  });
  // A departed colleague: soft-deleted, still referenced by old rows.
  const departed = ctx.id('person', 'departed');
  person(departed, 'Charles Babbage', 'charles.babbage@example.com', 'Former SRE', 90 * DAY);
  const last = people[people.length - 1];
  if (last) last['deleted_at'] = ctx.ago(30 * DAY);

  const teamDefs: readonly (readonly [string, string, string])[] = [
    ['platform', 'Platform', 'kubernetes'],
    ['sre', 'SRE', 'heart'],
    ['payments', 'Payments', 'dollar'],
    ['data', 'Data', 'database'],
    ['security', 'Security', 'shield'],
  ];
  const teamIds: Record<string, string> = {};
  const teams: Row[] = teamDefs.map(([key, name, icon]) => {
    const id = ctx.id('team', key);
    teamIds[key] = id;
    return {
      id,
      name,
      icon,
      spec: teamSpec(key, name),
      source: 'UI',
      created_by: DEMO_ACCOUNTS.admin.id,
      created_at: ctx.ago(300 * DAY),
      updated_at: ctx.ago(rng.int(1, 40) * DAY),
      deleted_at: null,
    };
  });
  const members: Row[] = [];
  const teamKeys = teamDefs.map(([key]) => key);
  personIds.forEach((pid, i) => {
    const keys = new Set([teamKeys[i % teamKeys.length] as string]);
    if (rng.chance(0.3)) keys.add(rng.pick(teamKeys));
    for (const key of keys) members.push({ team_id: teamIds[key], person_id: pid, source: 'UI' });
  });
  return { people, teams, team_members: members, casbin_rule: casbin, personIds, teamIds };
}

function binding(personId: string, role: Role): Row {
  return { ptype: 'g', v0: personId, v1: role, v2: '', v3: '', v4: '', v5: '' };
}

function teamSpec(key: string, name: string): Record<string, unknown> {
  const clients: Record<string, unknown> = {
    email: { to: `${key}@example.com`, subject: `[${name}] Incident {{.incident.incident_id}}` },
  };
  if (key === 'platform' || key === 'sre') {
    clients['jira'] = {
      url: 'https://acme.atlassian.net',
      project: key.toUpperCase(),
      issueType: 'Incident',
      priority: 'High',
    };
  }
  if (key === 'payments') clients['ms_planner'] = { plan_id: 'plan-payments', bucket_id: 'bucket-incidents' };
  if (key === 'security')
    clients['aws_support'] = { category: 'security', description: 'Security escalation' };
  if (key === 'data')
    clients['service_now'] = { category: 'database', description: 'Data platform escalation' };
  return {
    components: [{ name: `${key}-components`, selectors: [{ labelSelector: `team=${key}` }] }],
    responder_clients: clients,
    notifications: [{ connection: `connection://slack/${key}-alerts` }],
  };
}

export interface AgentsOutput {
  agents: Row[];
  /** Agent ids by role in the estate: local, usEast (online), apac (online), staging (offline). */
  ids: { local: string; usEast: string; apac: string; staging: string };
}

/** The local agent (nil id) and three remote ones: two online (seen seconds ago), one offline. */
export function generateAgents(ctx: SeedContext): AgentsOutput {
  const ids = {
    local: LOCAL_AGENT_ID,
    usEast: ctx.id('agent', 'us-east'),
    apac: ctx.id('agent', 'apac'),
    staging: ctx.id('agent', 'staging'),
  };
  const agent = (
    id: string,
    name: string,
    description: string,
    seenAgo: number | null,
    created: number,
  ): Row => ({
    id,
    name,
    hostname: id === LOCAL_AGENT_ID ? 'mission-control-0' : `${name}-agent-0`,
    description,
    ip: id === LOCAL_AGENT_ID ? '10.0.0.10' : `10.${name.length}.0.21`,
    version: 'v0.0.1021',
    username: id === LOCAL_AGENT_ID ? null : `agent-${name}`,
    person_id: null,
    properties:
      id === LOCAL_AGENT_ID
        ? {}
        : { cluster: name, region: name === 'apac' ? 'ap-southeast-1' : 'us-east-1' },
    tls: null,
    created_by: DEMO_ACCOUNTS.admin.id,
    created_at: ctx.ago(created),
    updated_at: ctx.ago(Math.min(created, 10 * DAY)),
    cleanup: false,
    deleted_at: null,
    last_seen: seenAgo === null ? null : ctx.ago(seenAgo),
    last_received: seenAgo === null ? null : ctx.ago(seenAgo + 5 * SECOND),
  });
  return {
    ids,
    agents: [
      agent(ids.local, 'local', 'The Mission Control instance itself', 5 * SECOND, 400 * DAY),
      agent(ids.usEast, 'prod-us', 'Production cluster in us-east-1', 12 * SECOND, 200 * DAY),
      agent(ids.apac, 'prod-apac', 'Production cluster in ap-southeast-1', 20 * SECOND, 120 * DAY),
      agent(
        ids.staging,
        'staging',
        'Staging cluster (agent down since the upgrade)',
        3 * DAY + 4 * HOUR,
        250 * DAY,
      ),
    ],
  };
}
