// The resource a playbook runs against (a config item, a component or a check), read once as a
// selector sees it and as templates see it (`.config.name`, `.component.labels.app`, ...).
import type { Queryable } from '../db/database.ts';
import type { Selectable } from './selector.ts';

export type TargetKind = 'config' | 'component' | 'check';
export const TARGET_KINDS: readonly TargetKind[] = ['config', 'component', 'check'];
/** The spec's selector list for each kind (`spec.configs`, ...). */
export const SELECTOR_FIELD = { config: 'configs', component: 'components', check: 'checks' } as const;

export interface Target {
  kind: TargetKind;
  id: string;
  selectable: Selectable;
  /** The row as templates read it. */
  row: Record<string, unknown>;
}

const NIL_AGENT = '00000000-0000-0000-0000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string): boolean => UUID.test(s);

const SQL: Record<TargetKind, string> = {
  config: `SELECT id, name, type, config_class, status, health, description, agent_id, labels, tags, config,
      properties, created_at, updated_at, deleted_at FROM config_items WHERE id = $1`,
  component: `SELECT id, name, type, namespace, status, health, description, agent_id, labels, properties,
      topology_id, created_at, updated_at, deleted_at FROM components WHERE id = $1`,
  check: `SELECT id, name, type, namespace, status, description, agent_id, labels, canary_id, icon,
      created_at, updated_at, deleted_at FROM checks WHERE id = $1`,
};

const strings = (v: unknown): Record<string, string> => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return {};
  return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, x]) => [k, String(x)]));
};
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The row behind `id` of `kind`, or null when there is none (or `id` is not a uuid). */
export async function loadTarget(db: Queryable, kind: TargetKind, id: string): Promise<Target | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.query<Record<string, unknown>>(SQL[kind], [id]);
  const row = rows[0];
  if (row === undefined) return null;
  return { kind, id, row, selectable: selectableOf(kind, row) };
}

export function selectableOf(kind: TargetKind, row: Record<string, unknown>): Selectable {
  const tags = strings(row['tags']);
  const agent = str(row['agent_id']);
  const status = str(row['status']);
  return {
    id: str(row['id']),
    name: str(row['name']),
    namespace: kind === 'config' ? (tags['namespace'] ?? '') : str(row['namespace']),
    type: str(row['type']),
    status,
    // A check's health is its status: healthy, anything else unhealthy (duty's Check.GetHealth).
    health: kind === 'check' ? (status === 'healthy' ? 'healthy' : 'unhealthy') : str(row['health']),
    agentId: agent === NIL_AGENT ? '' : agent,
    labels: strings(row['labels']),
    tags,
    fields: row,
  };
}

/** At most one of config_id, component_id, check_id; which one was given. */
export function targetOf(ids: {
  config_id?: string | undefined;
  component_id?: string | undefined;
  check_id?: string | undefined;
}): { kind: TargetKind; id: string } | null | 'several' {
  const given = TARGET_KINDS.flatMap((kind) => {
    const id = ids[`${kind}_id`];
    return id !== undefined && id !== '' ? [{ kind, id }] : [];
  });
  if (given.length > 1) return 'several';
  return given[0] ?? null;
}
