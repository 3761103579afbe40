// The Agents screen's rules on the real engine and the install snippets (spec 01-core §2, §3,
// §4, §9): newest first, 50 a page by default, the local agent not listed; Online within 61 s;
// the Helm and Flux instructions carry the name, the API host and the one-time token.
import { describe, expect, it } from 'vitest';
import { agents, type AgentRow } from '../../../sync/collections/agents.ts';
import { QueryEngine } from '../../../sync/query/engine.ts';
import { parseUrlState } from '../../../lib/screen-state/use-url-state.ts';
import { fromYaml } from '../../../lib/yaml.ts';
import { agentStatus, emptyAgentForm, generateRequestOf, nameError } from './agent-model.ts';
import { chartsFor, fluxManifests, helmCommands } from './install-snippets.ts';
import { agentListQuery, LOCAL_AGENT_ID } from './queries.ts';
import { agentsSearchSchema } from './url-state.ts';

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

function agent(i: number): AgentRow {
  return agents.schema.parse({
    id: i === 0 ? LOCAL_AGENT_ID : `0a9e0000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: i === 0 ? 'local' : `agent-${String(i).padStart(3, '0')}`,
    hostname: null,
    description: null,
    ip: null,
    version: null,
    username: null,
    person_id: null,
    properties: null,
    created_by: null,
    created_at: new Date(NOW - i * 60_000).toISOString(),
    updated_at: new Date(NOW - i * 60_000).toISOString(),
    deleted_at: null,
    cleanup: false,
    last_seen: null,
    last_received: null,
    config_count: i % 7,
    config_scrapper_count: 0,
    checks_count: 0,
    playbook_runs_count: 0,
    health: null,
    status: null,
  });
}

function rowsFor(searchStr: string) {
  const e = new QueryEngine<AgentRow>({ name: 'agents', key: 'id', ...agents.engine });
  e.load(Array.from({ length: 121 }, (_, i) => agent(i)));
  return e.query(agentListQuery(parseUrlState(agentsSearchSchema, searchStr)));
}

describe('the agents list', () => {
  it('lists the remote agents newest first, 50 a page, without the local agent', () => {
    const first = rowsFor('');
    expect(first.total).toBe(120);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]?.name).toBe('agent-001');
    expect(rowsFor('pageIndex=2').rows.map((r) => r.name)).toHaveLength(20);
    expect(rowsFor('pageSize=100').rows).toHaveLength(100);
    // A page size the spec does not offer reads as the default.
    expect(rowsFor('pageSize=7').rows).toHaveLength(50);
  });

  it('sorts by the address', () => {
    const byName = rowsFor('sortBy=name&sortOrder=asc').rows;
    expect(byName[0]?.name).toBe('agent-001');
    expect(rowsFor('sortBy=name&sortOrder=desc').rows[0]?.name).toBe('agent-120');
  });

  it('opens the create dialog only for addAgent=true, and the edit dialog by id', () => {
    expect(parseUrlState(agentsSearchSchema, 'addAgent=true').addAgent).toBe(true);
    expect(parseUrlState(agentsSearchSchema, 'addAgent=1').addAgent).toBe(false);
    expect(parseUrlState(agentsSearchSchema, 'id=abc').id).toBe('abc');
  });
});

describe('agent rules', () => {
  it('is Online when seen within 61 seconds, Offline after or never', () => {
    expect(agentStatus(new Date(NOW - 60_000).toISOString(), NOW)).toBe('Online');
    expect(agentStatus(new Date(NOW - 61_000).toISOString(), NOW)).toBe('Offline');
    expect(agentStatus(null, NOW)).toBe('Offline');
  });

  it('requires a name, and sends the name and the properties with blank keys dropped', () => {
    expect(nameError('  ')).toBe('This field is required');
    expect(nameError('eu')).toBeUndefined();
    const form = {
      ...emptyAgentForm(),
      name: ' eu-west ',
      properties: [
        { key: 'region', value: 'eu-west-1' },
        { key: ' ', value: 'dropped' },
      ],
    };
    expect(generateRequestOf(form)).toEqual({ name: 'eu-west', properties: { region: 'eu-west-1' } });
  });
});

describe('the installation instructions', () => {
  const TOKEN = "mcat_it's-secret";
  const HOST = 'https://mc.example.test/api';

  it('installs the agent chart signed in with the token; the Kubernetes chart only when asked', () => {
    const form = { ...emptyAgentForm(), name: 'eu-west' };
    const helm = helmCommands(chartsFor(form, TOKEN, HOST));
    expect(helm).toContain('helm repo add flanksource https://flanksource.github.io/charts');
    expect(helm).toContain('helm install mc-agent flanksource/mission-control-agent');
    expect(helm).toContain(`--set upstream.host='${HOST}'`);
    expect(helm).toContain(`--set upstream.password='mcat_it'\\''s-secret'`);
    expect(helm).toContain(`--set upstream.agentName='eu-west'`);
    expect(helm).not.toContain('mission-control-kubernetes');

    const withKube = { ...form, kubernetes: { enabled: true, interval: '1h' as const } };
    expect(helmCommands(chartsFor(withKube, TOKEN, HOST))).toContain(`--set scraper.schedule='1h'`);
  });

  it('gives Flux a namespace, the chart repository and a HelmRelease per chart with the values', () => {
    const form = {
      ...emptyAgentForm(),
      name: 'eu-west',
      kubernetes: { enabled: true, interval: '30m' as const },
      pushTelemetry: { enabled: true, topologyName: 'acme-prod' },
    };
    const docs = fluxManifests(chartsFor(form, TOKEN, HOST))
      .split(/^---$/m)
      .map((d) => fromYaml(d) as { kind: string; spec?: { values?: unknown } });
    expect(docs.map((d) => d.kind)).toEqual(['Namespace', 'HelmRepository', 'HelmRelease', 'HelmRelease']);
    expect(docs[2]?.spec?.values).toEqual({
      upstream: { createSecret: true, host: HOST, username: 'token', password: TOKEN, agentName: 'eu-west' },
      pushTelemetry: { enabled: true, topologyName: 'acme-prod' },
    });
    expect(docs[3]?.spec?.values).toEqual({ clusterName: 'eu-west', scraper: { schedule: '30m' } });
  });
});
