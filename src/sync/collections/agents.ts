// Agents (spec 01-core §3 "Agent"), synced from the `agents_summary` view: the agent row plus
// its config/scraper/check/run counts, health (last job) and status (online when seen within
// 61 s, computed by the server at read time). Counts, health and status change without moving
// `updated_at`, so the sweep (which compares these plain fields) runs every 2 minutes. Deleting an
// agent sets `deleted_at`. Edits and deletes are PATCHes of the `agents` table (mutators/agents.ts).
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';
import { localPendingSchema } from './incidents.ts';

const text = z.string().nullable();
const count = z.number().nullable();

export const agentRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    hostname: text,
    description: text,
    ip: text,
    version: text,
    username: text,
    person_id: text,
    properties: z.record(z.string(), z.unknown()).nullable(),
    created_by: text,
    created_at: z.string(),
    updated_at: z.string(),
    deleted_at: text,
    cleanup: z.boolean().nullable(),
    last_seen: text,
    last_received: text,
    config_count: count,
    config_scrapper_count: count,
    checks_count: count,
    playbook_runs_count: count,
    health: text,
    status: text,
    /** Set on a row with queued edits (src/sync/mutators/agents.ts); never on a server row. */
    local_pending: localPendingSchema.optional(),
  }),
);
export type AgentRow = z.infer<typeof agentRowSchema>;

export const agents = defineSyncedCollection<AgentRow>({
  name: 'agents',
  label: 'agents',
  source: {
    path: '/db/agents_summary',
    select:
      'id,name,hostname,description,ip,version,username,person_id,properties,created_by,created_at,updated_at,deleted_at,cleanup,' +
      'last_seen,last_received,config_count,config_scrapper_count,checks_count,playbook_runs_count,health,status',
  },
  key: 'id',
  cursor: 'updated_at',
  deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
  refreshMs: 30_000,
  reconcileMs: 2 * 60_000,
  schema: agentRowSchema,
  engine: {
    fields: {
      id: { kind: 'string' },
      name: { kind: 'string', text: true },
      description: { kind: 'string', text: true },
      hostname: { kind: 'string', text: true },
      version: { kind: 'string', facet: true },
      health: { kind: 'string', facet: true },
      status: { kind: 'string', facet: true },
      properties: { kind: 'map', text: true },
      config_count: { kind: 'number' },
      config_scrapper_count: { kind: 'number' },
      checks_count: { kind: 'number' },
      playbook_runs_count: { kind: 'number' },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
      last_seen: { kind: 'timestamp' },
      last_received: { kind: 'timestamp' },
    },
  },
});
