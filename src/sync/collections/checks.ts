// Health checks (spec 01-core §3 "Check"), synced from the `check_summary` view: one row per check
// with canary name, merged labels and the denormalised uptime and latency of its statuses, so the
// health dashboard filters, groups and searches with no server round trip.
import { z } from 'zod';
import { defineSyncedCollection } from '../registry/synced-collection.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const stringMap = z
  .record(z.string(), z.unknown())
  .nullable()
  .optional()
  .transform((m) => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(m ?? {}))
      if (v !== null && v !== undefined) out[k] = typeof v === 'string' ? v : JSON.stringify(v);
    return out;
  });

const num = z
  .number()
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const str = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

export const checkRowSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    canary_id: z.string(),
    canary_name: str,
    canary_namespace: str,
    agent_id: str,
    name: z.string(),
    namespace: str,
    type: str,
    icon: str,
    description: str,
    status: str,
    severity: str,
    owner: str,
    labels: stringMap,
    uptime: z
      .object({
        passed: z.number().default(0),
        failed: z.number().default(0),
        last_pass: str,
        last_fail: str,
      })
      .nullable()
      .optional()
      .transform((u) => u ?? { passed: 0, failed: 0, last_pass: null, last_fail: null }),
    latency: z
      .object({ p99: num, p97: num, p95: num, p50: num, avg: num, rolling1h: num })
      .partial()
      .nullable()
      .optional()
      .transform((l) => ({
        p99: l?.p99 ?? null,
        p97: l?.p97 ?? null,
        p95: l?.p95 ?? null,
        p50: l?.p50 ?? null,
        avg: l?.avg ?? l?.rolling1h ?? null,
      })),
    last_runtime: str,
    last_transition_time: str,
    created_at: str,
    updated_at: str,
    deleted_at: str,
    silenced_at: str,
  }),
);
export type CheckRow = z.infer<typeof checkRowSchema>;

/** Uptime percentage 0–100, null with no runs. */
export function uptimePercent(row: Pick<CheckRow, 'uptime'>): number | null {
  const total = row.uptime.passed + row.uptime.failed;
  return total === 0 ? null : (row.uptime.passed / total) * 100;
}

/** The spec's "name" grouping: the text before the first '/' (the whole name without one). */
export function namePrefix(name: string): string {
  const slash = name.indexOf('/');
  return slash > 0 ? name.slice(0, slash) : name;
}

export const checks = defineSyncedCollection<CheckRow>({
  name: 'checks',
  label: 'checks',
  source: {
    path: '/db/check_summary',
    select:
      'id,canary_id,canary_name,canary_namespace,agent_id,name,namespace,type,icon,description,status,severity,owner,labels,' +
      'uptime,latency,last_runtime,last_transition_time,created_at,updated_at,deleted_at,silenced_at',
  },
  key: 'id',
  cursor: 'updated_at',
  cursorFallback: 'created_at',
  // Status, uptime and latency change with every run without moving updated_at on agent-owned
  // checks (api-contract: the trigger skips them), so re-read a wide overlap and reconcile often.
  deletion: { kind: 'soft-and-hard', field: 'deleted_at' },
  overlapMs: 15 * 60_000,
  refreshMs: 30_000,
  reconcileMs: 2 * 60_000,
  schema: checkRowSchema,
  serverFields: [
    'id',
    'canary_id',
    'canary_name',
    'name',
    'namespace',
    'type',
    'description',
    'status',
    'severity',
    'agent_id',
    'owner',
    'created_at',
    'updated_at',
    'deleted_at',
  ],
  engine: {
    deletedField: 'deleted_at',
    fields: {
      id: { kind: 'string' },
      name: { kind: 'string', text: true },
      name_prefix: { kind: 'string', get: (row) => namePrefix(row.name) },
      canary_id: { kind: 'string', facet: true },
      canary_name: { kind: 'string', facet: true, text: true },
      namespace: { kind: 'string', facet: true, text: true },
      type: { kind: 'string', facet: true, text: true },
      description: { kind: 'string', text: true },
      status: { kind: 'string', facet: true },
      severity: { kind: 'string', facet: true },
      agent_id: { kind: 'string', facet: true },
      owner: { kind: 'string', facet: true },
      labels: { kind: 'map', text: true },
      uptime: { kind: 'number', get: (row) => uptimePercent(row) },
      latency: { kind: 'number', get: (row) => row.latency.p95 ?? row.latency.avg },
      last_runtime: { kind: 'timestamp' },
      last_transition_time: { kind: 'timestamp' },
      created_at: { kind: 'timestamp' },
      updated_at: { kind: 'timestamp' },
      deleted_at: { kind: 'timestamp' },
    },
  },
});
