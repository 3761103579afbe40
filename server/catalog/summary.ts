import type { Queryable } from '../db/database.ts';
import { durationToInterval, splitIncludeExclude, type SummaryRequest } from './summary-request.ts';

/** One summary row (api-contract §3.2): group values, health counts, maxima, changes, analysis, cost. */
export type SummaryRow = Record<string, unknown> & {
  count: number;
  health: Record<string, number>;
  created_at: string | null;
  updated_at: string | null;
  changes: number;
  analysis: Record<string, number>;
};

class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** The SQL expression a group-by name stands for: a column, or a tag key. */
function groupExpr(name: string, p: Params): string {
  if (name === 'type') return 'ci.type';
  if (name === 'config_class') return 'ci.config_class';
  return `ci.tags ->> ${p.add(name)}`;
}

function includeExclude(column: string, list: string, p: Params, where: string[]): void {
  const { include, exclude } = splitIncludeExclude(list);
  if (include.length > 0) where.push(`${column} = ANY(${p.add(include)}::text[])`);
  if (exclude.length > 0)
    where.push(`(${column} IS NULL OR NOT (${column} = ANY(${p.add(exclude)}::text[])))`);
}

/** WHERE conditions over `config_items ci` for the request's filters. */
function baseWhere(req: SummaryRequest, p: Params): string[] {
  const where: string[] = [];
  if (!req.deleted) where.push('ci.deleted_at IS NULL');
  for (const [key, raw] of Object.entries(req.filter)) {
    const exclude = raw.startsWith('!');
    const value = exclude ? raw.slice(1) : raw;
    const k = p.add(key);
    const v = p.add(value);
    where.push(exclude ? `(ci.labels ->> ${k}) IS DISTINCT FROM ${v}` : `ci.labels ->> ${k} = ${v}`);
  }
  for (const tag of req.tags) {
    const [k, v] = tag.split('=', 2);
    if (k !== undefined && v !== undefined) where.push(`ci.tags ->> ${p.add(k)} = ${p.add(v)}`);
  }
  includeExclude('ci.health', req.health, p, where);
  includeExclude('ci.status', req.status, p, where);
  return where;
}

const keyOf = (row: Record<string, unknown>, n: number): string =>
  JSON.stringify(Array.from({ length: n }, (_, i) => row[`g${i}`] ?? null));

/**
 * The catalogue summary: config items grouped by `groupBy`, each group with its count, health
 * counts, latest created/updated, changes and analyses since the requested windows, and the
 * summed cost of the requested window (null when the group mixes billing currencies).
 */
export async function catalogSummary(db: Queryable, req: SummaryRequest): Promise<SummaryRow[]> {
  const groupBy = req.groupBy.length > 0 ? req.groupBy : ['type'];
  const p = new Params();
  const exprs = groupBy.map((g) => groupExpr(g, p));
  const where = baseWhere(req, p);
  const select = exprs.map((e, i) => `${e} AS g${i}`).join(', ');
  const groups = exprs.map((_, i) => `g${i}`).join(', ');
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const base = `SELECT ci.id, ci.health, ci.created_at, ci.updated_at, ${select} FROM config_items ci ${whereSql}`;

  const main = await db.query<Record<string, unknown>>(
    `WITH b AS (${base})
     SELECT ${groups}, coalesce(b.health, 'unknown') AS health, count(*)::int AS n,
       max(b.created_at) AS created_at, max(b.updated_at) AS updated_at
     FROM b GROUP BY ${groups}, coalesce(b.health, 'unknown')`,
    p.values,
  );
  const rows = new Map<string, SummaryRow>();
  for (const r of main.rows) {
    const key = keyOf(r, groupBy.length);
    let row = rows.get(key);
    if (row === undefined) {
      row = { count: 0, health: {}, created_at: null, updated_at: null, changes: 0, analysis: {} };
      groupBy.forEach((g, i) => {
        (row as Record<string, unknown>)[g] = r[`g${i}`] ?? null;
      });
      rows.set(key, row);
    }
    const n = Number(r['n']);
    row.count += n;
    const health = String(r['health']);
    row.health[health] = (row.health[health] ?? 0) + n;
    row.created_at = maxIso(row.created_at, r['created_at']);
    row.updated_at = maxIso(row.updated_at, r['updated_at']);
  }

  const changesSince = durationToInterval(req.changes.since);
  if (changesSince !== null) {
    const { rows: changed } = await db.query<Record<string, unknown>>(
      `WITH b AS (${base})
       SELECT ${groups}, count(*)::int AS n FROM b JOIN config_changes c ON c.config_id = b.id
       WHERE c.created_at > now() - ${p.add(changesSince)}::interval GROUP BY ${groups}`,
      p.values,
    );
    p.values.pop();
    for (const r of changed) {
      const row = rows.get(keyOf(r, groupBy.length));
      if (row) row.changes = Number(r['n']);
    }
  }

  const analysisSince = durationToInterval(req.analysis.since);
  if (analysisSince !== null) {
    const { rows: analysed } = await db.query<Record<string, unknown>>(
      `WITH b AS (${base})
       SELECT ${groups}, coalesce(a.analysis_type, 'other') AS t, count(*)::int AS n
       FROM b JOIN config_analysis a ON a.config_id = b.id
       WHERE a.first_observed > now() - ${p.add(analysisSince)}::interval GROUP BY ${groups}, t`,
      p.values,
    );
    p.values.pop();
    for (const r of analysed) {
      const row = rows.get(keyOf(r, groupBy.length));
      if (row) row.analysis[String(r['t'])] = Number(r['n']);
    }
  }

  if (req.cost !== '') {
    const column = { '1h': 'cost_total_1h', '1d': 'cost_total_1d', '30d': 'cost_total_30d' }[req.cost];
    const { rows: costs } = await db.query<Record<string, unknown>>(
      `WITH b AS (${base})
       SELECT ${groups}, sum(k.${column})::float8 AS total, count(DISTINCT k.billing_currency)::int AS currencies
       FROM b JOIN config_costs k ON k.config_id = b.id GROUP BY ${groups}`,
      p.values,
    );
    for (const row of rows.values()) row[`cost_${req.cost}`] = null;
    for (const r of costs) {
      const row = rows.get(keyOf(r, groupBy.length));
      if (row)
        row[`cost_${req.cost}`] =
          Number(r['currencies']) > 1 || r['total'] === null ? null : Number(r['total']);
    }
  }
  return [...rows.values()];
}

function maxIso(current: string | null, value: unknown): string | null {
  if (value === null || value === undefined) return current;
  if (!(value instanceof Date) && typeof value !== 'string') return current;
  const iso = value instanceof Date ? value.toISOString() : new Date(value).toISOString();
  return current === null || iso > current ? iso : current;
}
