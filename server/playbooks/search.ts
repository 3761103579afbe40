// POST /api/resources/search (duty query.SearchResources): resources of each kind matched by any
// of the kind's selectors, as `SelectedResource`s; a kind with no match is left out of the answer.
// Config items, components, checks and playbooks are searched; the other kinds the request may
// name (canaries, config_changes, config_analysis, connections) answer nothing here.
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import { PlaybookError } from './errors.ts';
import {
  isEmptySelector,
  resourceSelectorSchema,
  selectorMatches,
  type ResourceSelector,
} from './selector.ts';
import { isUuid, selectableOf, type TargetKind } from './targets.ts';

const MAX_LIMIT = 1000;
const NIL = '00000000-0000-0000-0000-000000000000';
const list = z.array(resourceSelectorSchema).nullish();

const requestSchema = z.object({
  limit: z.number().int().optional(),
  timestamps: z.boolean().optional(),
  canaries: list,
  checks: list,
  components: list,
  configs: list,
  config_changes: list,
  config_analysis: list,
  playbooks: list,
  connections: list,
});

type Kind = TargetKind | 'playbook';
const KINDS: { key: 'configs' | 'components' | 'checks' | 'playbooks'; kind: Kind; sql: string }[] = [
  {
    key: 'configs',
    kind: 'config',
    sql: `SELECT id, name, type, status, health, agent_id, labels, tags, created_at, updated_at, deleted_at FROM config_items`,
  },
  {
    key: 'components',
    kind: 'component',
    sql: `SELECT id, name, type, namespace, status, health, agent_id, labels, icon, created_at, updated_at, deleted_at FROM components`,
  },
  {
    key: 'checks',
    kind: 'check',
    sql: `SELECT id, name, type, namespace, status, agent_id, labels, icon, created_at, updated_at, deleted_at FROM checks`,
  },
  {
    key: 'playbooks',
    kind: 'playbook',
    sql: `SELECT id, name, namespace, category, icon, created_at, updated_at, deleted_at FROM playbooks`,
  },
];

async function agentIdOf(db: Queryable, agent: string | undefined): Promise<string | null> {
  if (agent === undefined || agent === '') return NIL;
  if (agent === 'all' || agent === '*') return null;
  if (isUuid(agent)) return agent;
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM agents WHERE name = $1 AND deleted_at IS NULL',
    [agent],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new PlaybookError('invalid', `could not find agent[${agent}]`);
  return id;
}

const plain = (items: readonly string[] | undefined): string[] | null =>
  items !== undefined && items.length > 0 && items.every((t) => !/[*!,]/.test(t)) ? [...items] : null;

async function select(db: Queryable, entry: (typeof KINDS)[number], sel: ResourceSelector, limit: number) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown): void => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (sel.includeDeleted !== true) where.push('deleted_at IS NULL');
  if (entry.kind !== 'playbook') {
    const agent = await agentIdOf(db, sel.agent);
    if (agent !== null) add('agent_id = ?', agent);
    const types = plain(sel.types);
    if (types !== null) add('type = ANY(?::text[])', types);
  }
  if (sel.name !== undefined && plain([sel.name]) !== null) add('name = ?', sel.name);
  if (sel.id !== undefined && isUuid(sel.id)) add('id = ?', sel.id);
  const sql = `${entry.sql}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY name, id LIMIT 20000`;
  const { rows } = await db.query<Record<string, unknown>>(sql, params);
  const matcher: ResourceSelector = { ...sel, agent: undefined };
  const matched = rows.filter((row) => {
    const selectable =
      entry.kind === 'playbook'
        ? { ...selectableOf('component', row), type: '', fields: { category: row['category'] } }
        : selectableOf(entry.kind, row);
    try {
      return isEmptySelector(matcher) || selectorMatches(matcher, selectable);
    } catch (e) {
      throw new PlaybookError('invalid', `failed to parse selector: ${(e as Error).message}`);
    }
  });
  return matched.slice(0, sel.limit !== undefined && sel.limit > 0 ? sel.limit : limit);
}

function selectedResource(
  kind: Kind,
  row: Record<string, unknown>,
  timestamps: boolean,
): Record<string, unknown> {
  const s = selectableOf(kind === 'playbook' ? 'component' : kind, row);
  const out: Record<string, unknown> = { id: s.id };
  if (kind !== 'playbook') out['agent'] = typeof row['agent_id'] === 'string' ? row['agent_id'] : NIL;
  if (typeof row['icon'] === 'string' && row['icon'] !== '') out['icon'] = row['icon'];
  Object.assign(out, { name: s.name, namespace: s.namespace, type: kind === 'playbook' ? '' : s.type });
  const tags = kind === 'config' ? s.tags : s.labels;
  if (kind !== 'playbook' && Object.keys(tags).length > 0) out['tags'] = tags;
  if (timestamps)
    for (const k of ['created_at', 'updated_at', 'deleted_at'])
      if (row[k] instanceof Date || typeof row[k] === 'string') out[k] = new Date(row[k]).toISOString();
  if (kind !== 'playbook' && s.health !== '') out['health'] = s.health;
  if ((kind === 'config' || kind === 'component') && s.status !== '') out['status'] = s.status;
  return out;
}

export async function searchResources(db: Queryable, body: unknown): Promise<Record<string, unknown>> {
  const parsed = requestSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new PlaybookError(
      'invalid',
      `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid request'}`,
    );
  }
  const req = parsed.data;
  if ((req.limit ?? 0) > MAX_LIMIT)
    throw new PlaybookError(
      'invalid',
      `limit ${req.limit ?? 0} exceeds the maximum allowed value of ${MAX_LIMIT}`,
    );
  const limit = req.limit !== undefined && req.limit > 0 ? req.limit : 100;
  const out: Record<string, unknown> = {};
  for (const entry of KINDS) {
    const seen = new Map<string, Record<string, unknown>>();
    for (const sel of req[entry.key] ?? []) {
      if (isEmptySelector(sel)) continue;
      for (const row of await select(db, entry, sel, limit))
        if (!seen.has(String(row['id']))) seen.set(String(row['id']), row);
    }
    if (seen.size > 0)
      out[entry.key] = [...seen.values()].map((row) =>
        selectedResource(entry.kind, row, req.timestamps === true),
      );
  }
  return out;
}
