import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Row } from './context.ts';
import { HOUR } from './context.ts';
import { ESTATE_TABLES, generateEstate } from './generate.ts';
import type { Estate } from './generate.ts';
import {
  EVIDENCE_TYPES,
  HYPOTHESIS_STATUSES,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  INCIDENT_TYPES,
} from './data/incidents-data.ts';
import { ACTION_STATUSES, RUN_STATUSES } from './gen-playbooks.ts';
import { JOB_STATUSES } from './gen-jobs.ts';
import { DEMO_ACCOUNTS, LOCAL_AGENT_ID, ROLES } from './well-known-ids.ts';

const NOW = '2026-11-22T12:00:00.000Z';
const estate = generateEstate({ seed: 1, now: NOW });
const t = estate.tables;

const digest = (e: Estate): string => createHash('sha256').update(JSON.stringify(e.tables)).digest('hex');
const values = (rows: Row[], col: string): Set<unknown> => new Set(rows.map((r) => r[col]));
const ids = (rows: Row[]): Set<unknown> => values(rows, 'id');

describe('generateEstate determinism', () => {
  it('gives identical rows for the same seed and now', () => {
    expect(digest(generateEstate({ seed: 1, now: NOW }))).toBe(digest(estate));
  });

  it('gives different rows and ids for another seed', () => {
    const other = generateEstate({ seed: 2, now: NOW });
    expect(digest(other)).not.toBe(digest(estate));
    const mine = ids(t.config_items);
    expect(other.tables.config_items.filter((r) => mine.has(r['id'])).length).toBe(0);
  });

  it('only shifts timestamps when now moves', () => {
    const later = generateEstate({ seed: 1, now: new Date(Date.parse(NOW) + 5 * HOUR + 17_000) });
    const shift = (iso: unknown): string =>
      new Date(Date.parse(String(iso)) - (5 * HOUR + 17_000)).toISOString();
    for (const table of ['config_items', 'check_statuses', 'incidents', 'playbook_runs'] as const) {
      const a = t[table];
      const b = later.tables[table];
      expect(b.length).toBe(a.length);
      const sample = [0, Math.floor(a.length / 2), a.length - 1];
      for (const i of sample) {
        const ra = a[i] ?? {};
        const rb = b[i] ?? {};
        for (const [k, v] of Object.entries(ra)) {
          if (typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v))
            expect(shift(rb[k]), `${table}.${k}`).toBe(v);
          else expect(rb[k], `${table}.${k}`).toEqual(v);
        }
      }
    }
  });

  it('has unique primary keys in every table with an id', () => {
    for (const table of ESTATE_TABLES) {
      const rows = t[table];
      if (rows.length === 0 || !('id' in (rows[0] ?? {}))) continue;
      expect(ids(rows).size, table).toBe(rows.length);
    }
    const statusKeys = new Set(t.check_statuses.map((r) => `${String(r['check_id'])}|${String(r['time'])}`));
    expect(statusKeys.size).toBe(t.check_statuses.length);
  });
});

describe('the default estate', () => {
  it('is a mid-size catalogue of three clusters and an AWS account', () => {
    expect(estate.configItems).toBe(3000);
    const types = values(t.config_items, 'type');
    for (const type of [
      'Kubernetes::Cluster',
      'Kubernetes::Namespace',
      'Kubernetes::Deployment',
      'Kubernetes::Pod',
      'Kubernetes::Service',
      'Kubernetes::Node',
      'Kubernetes::Ingress',
      'Kubernetes::ConfigMap',
      'AWS::EC2::Instance',
      'AWS::RDS::DBInstance',
      'AWS::S3::Bucket',
      'AWS::Lambda::Function',
      'AWS::EC2::VPC',
      'AWS::EC2::Subnet',
      'AWS::IAM::Role',
    ]) {
      expect(types.has(type), type).toBe(true);
    }
    expect(t.config_items.filter((r) => r['type'] === 'Kubernetes::Cluster').length).toBe(3);
    expect(values(t.config_items, 'health')).toEqual(new Set(['healthy', 'unhealthy', 'warning', 'unknown']));
    expect(t.config_items.some((r) => r['deleted_at'] !== null)).toBe(true);
    expect(t.config_relationships.length).toBeGreaterThan(1000);
    expect(t.config_changes.length).toBeGreaterThan(5000);
    expect(values(t.config_changes, 'severity')).toEqual(
      new Set(['info', 'low', 'medium', 'high', 'critical']),
    );
    expect(values(t.config_analysis, 'severity').size).toBe(7);
    const weekAgo = Date.parse(NOW) - 7 * 24 * HOUR;
    expect(t.config_changes.every((r) => Date.parse(String(r['created_at'])) >= weekAgo)).toBe(true);
  });

  it('has ~150 checks under ~20 canaries with a week of history', () => {
    expect(t.checks.length).toBeGreaterThanOrEqual(140);
    expect(t.checks.length).toBeLessThanOrEqual(160);
    expect(t.canaries.length).toBeGreaterThanOrEqual(18);
    expect(t.canaries.length).toBeLessThanOrEqual(22);
    expect(values(t.checks, 'type').size).toBeGreaterThanOrEqual(10);
    expect(t.check_statuses.length).toBeGreaterThan(50_000);
    expect(t.check_statuses.length).toBeLessThanOrEqual(100_000);
    expect(values(t.checks, 'status')).toEqual(new Set(['healthy', 'unhealthy']));
    expect(values(t.check_statuses, 'status')).toEqual(new Set([true, false]));
  });

  it('has a topology of ~200 components with summaries', () => {
    expect(t.components.length).toBeGreaterThanOrEqual(180);
    expect(t.components.length).toBeLessThanOrEqual(230);
    expect(values(t.components, 'status')).toEqual(new Set(['healthy', 'unhealthy', 'warning', 'unknown']));
    expect(t.components.every((c) => c['summary'] !== null)).toBe(true);
    expect(t.component_relationships.length).toBeGreaterThan(0);
    expect(t.check_component_relationships.length).toBeGreaterThan(0);
  });

  it('covers every incident, hypothesis, evidence and responder state', () => {
    expect(t.incidents.length).toBeGreaterThanOrEqual(25);
    expect(t.incidents.length).toBeLessThanOrEqual(35);
    expect(values(t.incidents, 'status')).toEqual(new Set(INCIDENT_STATUSES));
    expect(values(t.incidents, 'severity')).toEqual(new Set(INCIDENT_SEVERITIES));
    expect(values(t.incidents, 'type')).toEqual(new Set(INCIDENT_TYPES));
    expect(values(t.hypotheses, 'type')).toEqual(new Set(['root', 'factor', 'solution']));
    expect(values(t.hypotheses, 'status')).toEqual(new Set(HYPOTHESIS_STATUSES));
    expect(values(t.evidences, 'type')).toEqual(new Set(EVIDENCE_TYPES));
    expect(t.evidences.some((e) => e['definition_of_done'] === true && e['done'] === true)).toBe(true);
    expect(t.evidences.some((e) => e['definition_of_done'] === true && e['type'] !== 'comment')).toBe(true);
    expect(values(t.responders, 'type')).toEqual(new Set(['person', 'system']));
    expect(t.comments.length).toBeGreaterThan(30);
  });

  it('has playbook runs and actions in every status', () => {
    expect(values(t.playbook_runs, 'status')).toEqual(new Set(RUN_STATUSES));
    expect(values(t.playbook_run_actions, 'status')).toEqual(new Set(ACTION_STATUSES));
    expect(t.playbook_runs.some((r) => r['parent_id'] !== null)).toBe(true);
    expect(t.playbook_approvals.length).toBeGreaterThan(0);
  });

  it('has an account and a role binding for every role', () => {
    for (const role of ROLES) {
      const account = DEMO_ACCOUNTS[role];
      const person = t.people.find((p) => p['id'] === account.id);
      expect(person?.['email']).toBe(`${role}@example.com`);
      expect(t.casbin_rule).toContainEqual(expect.objectContaining({ ptype: 'g', v0: account.id, v1: role }));
    }
    expect(values(t.casbin_rule, 'v1')).toEqual(new Set(ROLES));
  });

  it('has online and offline agents, and settings data in every state', () => {
    const now = Date.parse(NOW);
    const seen = t.agents.map((a) => now - Date.parse(String(a['last_seen'])));
    expect(seen.filter((ms) => ms < 61_000).length).toBeGreaterThanOrEqual(2);
    expect(seen.filter((ms) => ms > 61_000).length).toBeGreaterThanOrEqual(1);
    expect(t.agents.some((a) => a['id'] === LOCAL_AGENT_ID)).toBe(true);
    expect(values(t.job_history, 'status')).toEqual(new Set(JOB_STATUSES));
    expect(t.properties.some((p) => String(p['name']).endsWith('.disable'))).toBe(true);
    for (const table of [
      'connections',
      'notifications',
      'notification_send_history',
      'event_queue',
      'logging_backends',
      'config_scrapers',
      'teams',
      'team_members',
    ] as const) {
      expect(t[table].length, table).toBeGreaterThan(0);
    }
    expect(values(t.notification_send_history, 'status').size).toBeGreaterThanOrEqual(5);
  });

  it('references only rows that exist', () => {
    const configs = ids(t.config_items);
    const checks = ids(t.checks);
    const components = ids(t.components);
    const people = ids(t.people);
    const hypotheses = ids(t.hypotheses);
    const runs = ids(t.playbook_runs);
    const expectIn = (rows: Row[], col: string, set: Set<unknown>, label: string): void => {
      const bad = rows.filter((r) => r[col] !== null && r[col] !== undefined && !set.has(r[col]));
      expect(bad.length, `${label}.${col}`).toBe(0);
    };
    expectIn(t.config_items, 'parent_id', configs, 'config_items');
    expectIn(t.config_relationships, 'config_id', configs, 'config_relationships');
    expectIn(t.config_relationships, 'related_id', configs, 'config_relationships');
    expectIn(t.config_changes, 'config_id', configs, 'config_changes');
    expectIn(t.config_analysis, 'config_id', configs, 'config_analysis');
    expectIn(t.check_statuses, 'check_id', checks, 'check_statuses');
    expectIn(t.checks, 'canary_id', ids(t.canaries), 'checks');
    expectIn(t.components, 'parent_id', components, 'components');
    expectIn(t.components, 'config_id', configs, 'components');
    expectIn(t.component_relationships, 'relationship_id', components, 'component_relationships');
    expectIn(t.config_component_relationships, 'config_id', configs, 'config_component_relationships');
    expectIn(t.check_component_relationships, 'check_id', checks, 'check_component_relationships');
    expectIn(t.incidents, 'commander_id', people, 'incidents');
    expectIn(t.hypotheses, 'parent_id', hypotheses, 'hypotheses');
    expectIn(t.evidences, 'hypothesis_id', hypotheses, 'evidences');
    expectIn(t.evidences, 'config_change_id', ids(t.config_changes), 'evidences');
    expectIn(t.evidences, 'config_analysis_id', ids(t.config_analysis), 'evidences');
    expectIn(t.evidences, 'component_id', components, 'evidences');
    expectIn(t.comments, 'hypothesis_id', hypotheses, 'comments');
    expectIn(t.responders, 'person_id', people, 'responders');
    expectIn(t.playbook_runs, 'parent_id', runs, 'playbook_runs');
    expectIn(t.playbook_runs, 'config_id', configs, 'playbook_runs');
    expectIn(t.playbook_run_actions, 'playbook_run_id', runs, 'playbook_run_actions');
    expectIn(t.casbin_rule, 'v0', people, 'casbin_rule');
  });
});

describe('scaled estates', () => {
  it('generates exactly the requested number of config items', () => {
    for (const scale of [50, 777, 6_000]) {
      const e = generateEstate({ seed: 3, scale, now: NOW });
      expect(e.tables.config_items.length).toBe(scale);
      const configIds = ids(e.tables.config_items);
      expect(configIds.size).toBe(scale);
      expect(
        e.tables.config_items.every((r) => r['parent_id'] === null || configIds.has(r['parent_id'])),
      ).toBe(true);
      expect(
        e.tables.config_relationships.every(
          (r) => configIds.has(r['config_id']) && configIds.has(r['related_id']),
        ),
      ).toBe(true);
    }
  });
});
