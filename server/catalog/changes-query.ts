import type { Queryable } from '../db/database.ts';
import {
  DEFAULT_PAGE_SIZE,
  MAX_CHANGE_DEPTH,
  MAX_PAGE_SIZE,
  SORTABLE,
  parseList,
  parseTagSelector,
  type ChangesRequest,
} from './changes-request.ts';
import { parseTimeBound } from './changes-time.ts';

/** A request the endpoint refuses (400) with this message. */
export class ChangesRequestError extends Error {}

export interface ChangesResponse {
  summary: Record<string, number>;
  total: number;
  changes: Record<string, unknown>[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Request keys that filter one column of catalog_changes by an "A,!B" list. */
const LIST_FILTERS: readonly (readonly [keyof ChangesRequest, string])[] = [
  ['config_type', 'type'],
  ['type', 'change_type'],
  ['severity', 'severity'],
  ['source', 'source'],
  ['summary', 'summary'],
  ['created_by', 'created_by::text'],
  ['external_created_by', 'external_created_by'],
  ['agent_id', 'agent_id::text'],
];

/** Builds the statement's parts with numbered parameters; values never enter the SQL text. */
class SqlBuilder {
  readonly params: unknown[] = [];
  readonly where: string[] = [];
  param(v: unknown): string {
    this.params.push(v);
    return `$${this.params.length}`;
  }
}

function bound(value: string | undefined, name: string, now: Date): Date | null {
  if (value === undefined || value.trim() === '') return null;
  try {
    return parseTimeBound(value, now);
  } catch {
    throw new ChangesRequestError(`invalid ${name}: ${value}`);
  }
}

function sourceOf(req: ChangesRequest, b: SqlBuilder): string {
  const id = req.id?.trim() ?? '';
  if (id === '') return 'catalog_changes cc';
  if (!UUID.test(id)) throw new ChangesRequestError(`invalid config id: ${id}`);
  const recursive = req.recursive ?? 'none';
  if (recursive === 'none' || recursive === '') {
    b.where.push(`cc.config_id = ${b.param(id)}::uuid`);
    return 'catalog_changes cc';
  }
  const depth = Math.min(Math.max(req.depth ?? MAX_CHANGE_DEPTH, 1), MAX_CHANGE_DEPTH);
  return `related_changes_recursive(${b.param(id)}::uuid, ${b.param(recursive)}, ${b.param(req.include_deleted_configs ?? false)}, ${b.param(depth)}::int, ${b.param(req.soft ?? false)}) cc`;
}

function addFilters(req: ChangesRequest, b: SqlBuilder, now: Date): void {
  if (req.include_deleted_configs !== true) b.where.push('cc.deleted_at IS NULL');
  for (const [key, column] of LIST_FILTERS) {
    const raw = req[key];
    const { include, exclude } = parseList(typeof raw === 'string' ? raw : undefined);
    if (include.length > 0) b.where.push(`cc.${column} = ANY (${b.param(include)}::text[])`);
    if (exclude.length > 0)
      b.where.push(`(cc.${column} IS NULL OR NOT cc.${column} = ANY (${b.param(exclude)}::text[]))`);
  }
  let from = bound(req.from, 'from', now);
  const to = bound(req.to, 'to', now);
  if (from === null && to === null) from = parseTimeBound('now-2d', now);
  if (from !== null && to !== null && from > to) throw new ChangesRequestError('from must be before to');
  if (from !== null) b.where.push(`cc.created_at >= ${b.param(from.toISOString())}::timestamptz`);
  if (to !== null) b.where.push(`cc.created_at <= ${b.param(to.toISOString())}::timestamptz`);
  const fromInserted = bound(req.from_inserted_at, 'from_inserted_at', now);
  const toInserted = bound(req.to_inserted_at, 'to_inserted_at', now);
  if (fromInserted !== null)
    b.where.push(`cc.inserted_at >= ${b.param(fromInserted.toISOString())}::timestamptz`);
  if (toInserted !== null)
    b.where.push(`cc.inserted_at <= ${b.param(toInserted.toISOString())}::timestamptz`);
  let tags;
  try {
    tags = parseTagSelector(req.tags);
  } catch (e) {
    throw new ChangesRequestError(e instanceof Error ? e.message : 'invalid tags');
  }
  for (const t of tags) {
    const col = `(cc.tags ->> ${b.param(t.key)})`;
    if (t.op === 'eq') b.where.push(`${col} = ${b.param(t.values[0])}`);
    else if (t.op === 'neq') b.where.push(`${col} IS DISTINCT FROM ${b.param(t.values[0])}`);
    else if (t.op === 'in') b.where.push(`${col} = ANY (${b.param(t.values)}::text[])`);
    else b.where.push(`(${col} IS NULL OR NOT ${col} = ANY (${b.param(t.values)}::text[]))`);
  }
}

function orderOf(sortBy: string | undefined): string {
  const raw = (sortBy ?? '').trim() || '-created_at';
  const desc = raw.startsWith('-');
  const column = desc ? raw.slice(1) : raw;
  if (!(SORTABLE as readonly string[]).includes(column))
    throw new ChangesRequestError(`invalid sort_by: ${raw}`);
  const dir = desc ? 'DESC' : 'ASC';
  return `${column} ${dir} NULLS LAST, id ${dir}`;
}

/** One statement: total, per-change_type summary and the requested page of the filtered set. */
export async function queryChanges(
  db: Queryable,
  req: ChangesRequest,
  now: Date = new Date(),
): Promise<ChangesResponse> {
  const b = new SqlBuilder();
  const source = sourceOf(req, b);
  addFilters(req, b, now);
  const order = orderOf(req.sort_by);
  const pageSize = Math.min(Math.max(req.page_size ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const page = Math.max(req.page ?? 1, 1);
  const where = b.where.length > 0 ? `WHERE ${b.where.join(' AND ')}` : '';
  const sql = `
    WITH f AS (
      SELECT cc.id, cc.config_id, cc.external_change_id, cc.change_type, cc.severity, cc.source, cc.summary,
        cc.count, cc.first_observed, cc.created_at, cc.inserted_at, cc.created_by, cc.external_created_by,
        cc.name, cc.type, cc.config_class, cc.tags, cc.path, cc.deleted_at, cc.agent_id
      FROM ${source} ${where}
    )
    SELECT
      (SELECT count(*)::int FROM f) AS total,
      (SELECT coalesce(jsonb_object_agg(k, n), '{}'::jsonb) FROM (
        SELECT coalesce(change_type, '') AS k, count(*)::int AS n FROM f GROUP BY 1) s) AS summary,
      (SELECT coalesce(jsonb_agg(to_jsonb(p)), '[]'::jsonb) FROM (
        SELECT * FROM f ORDER BY ${order} LIMIT ${b.param(pageSize)}::int OFFSET ${b.param((page - 1) * pageSize)}::int) p) AS changes`;
  const { rows } = await db.query<ChangesResponse>(sql, b.params);
  const row = rows[0];
  return row ?? { total: 0, summary: {}, changes: [] };
}
