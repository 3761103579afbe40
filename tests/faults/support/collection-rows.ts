// One row in every table behind the shared collections (people, teams, agents, components,
// playbooks, playbook runs, properties), inserted straight into the reference server's database.
import type { Database } from '../../../server/db/database.ts';
import { FAULT_USER_ID } from './reference-server.ts';

export const SAMPLE = {
  team: 'f2000000-0000-4000-8000-000000000001',
  agent: 'f2000000-0000-4000-8000-000000000002',
  component: 'f2000000-0000-4000-8000-000000000003',
  playbook: 'f2000000-0000-4000-8000-000000000004',
  run: 'f2000000-0000-4000-8000-000000000005',
} as const;

export async function insertSampleRows(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO teams (id, name, icon, spec, created_by) VALUES ($1, 'SRE', 'team', '{"components":[]}', $2)`,
    [SAMPLE.team, FAULT_USER_ID],
  );
  await db.query(
    `INSERT INTO agents (id, name, hostname, properties, last_seen) VALUES ($1, 'edge-1', 'edge-1.local', '{"region":"eu"}', now())`,
    [SAMPLE.agent],
  );
  await db.query(
    `INSERT INTO components (id, external_id, name, type, status, health, labels, properties, summary, namespace)
     VALUES ($1, 'ext-1', 'payments', 'KubernetesCluster', 'healthy', 'healthy', '{"team":"sre"}', '[{"name":"cpu","value":2}]', '{"healthy":1}', 'default')`,
    [SAMPLE.component],
  );
  await db.query(
    `INSERT INTO playbooks (id, name, title, category, spec, description) VALUES ($1, 'restart', 'Restart', '', '{"actions":[]}', 'Restarts')`,
    [SAMPLE.playbook],
  );
  await db.query(
    `INSERT INTO playbook_runs (id, playbook_id, status, parameters, start_time, created_by) VALUES ($1, $2, 'running', '{"a":"b"}', now(), $3)`,
    [SAMPLE.run, SAMPLE.playbook, FAULT_USER_ID],
  );
  await db.query(
    `INSERT INTO properties (name, value) VALUES ('logs.disable', 'true') ON CONFLICT DO NOTHING`,
  );
}
