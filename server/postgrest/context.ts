import type { Database } from '../db/database.ts';
import type { Catalog } from './catalog.ts';
import { PgrstError } from './errors.ts';
import type { Preferences } from './parse/prefer.ts';
import type { ParsedQuery } from './parse/query.ts';
import type { PlanContext, ReadNode } from './plan.ts';
import { checkEmbedDepth } from './limits.ts';
import { relationsOf } from './plan.ts';
import type { Relationships } from './relationships.ts';
import type { MediaChoice } from './response.ts';

export type Action = 'read' | 'create' | 'update' | 'delete' | 'execute';
export interface AuthorizeRequest {
  relation: string;
  action: Action;
  req: Request;
  /** `view` for a view (then `behind` lists the tables behind it), `function` for an RPC. */
  kind: 'table' | 'view' | 'function';
  behind: readonly string[];
}
export type Authorize = (ctx: AuthorizeRequest) => Promise<Response | null>;

/**
 * Checks (and may complete) the rows of a write before it runs: `rows` are the insert rows or
 * the PATCH object; a Response refuses the request. Used by access control for `created_by`.
 */
export type RowPolicy = (ctx: {
  relation: string;
  action: 'create' | 'update';
  req: Request;
  columns: ReadonlySet<string>;
  rows: Record<string, unknown>[];
  /** PUT, or POST with `resolution=`: a row may replace an existing one. */
  upsert: boolean;
}) => Response | null;

/** Everything one request's handler needs. */
export interface RequestContext {
  db: Database;
  cat: Catalog;
  rels: Relationships;
  maxRows: number;
  req: Request;
  prefs: Preferences;
  media: MediaChoice;
  pairs: [string, string][];
  authorize: Authorize | undefined;
  rowPolicy?: RowPolicy | undefined;
  /** Deepest embedding a select may ask for (see limits.ts). */
  maxEmbedDepth: number;
  /** Largest response body served, in bytes (see limits.ts). */
  maxResponseBytes: number;
}

/** Thrown to short-circuit with the authoriser's own response. */
export class Denied extends Error {
  constructor(readonly response: Response) {
    super('denied');
  }
}

export async function authorize(ctx: RequestContext, relation: string, action: Action): Promise<void> {
  if (!ctx.authorize) return;
  const isView = action !== 'execute' && ctx.cat.relations.get(relation)?.kind === 'view';
  const kind = action === 'execute' ? 'function' : isView ? 'view' : 'table';
  const behind = isView ? (ctx.cat.viewBases.get(relation) ?? []) : [];
  const res = await ctx.authorize({ relation, action, req: ctx.req, kind, behind });
  if (res) throw new Denied(res);
}

/** Runs the row policy on the rows of a write (see RowPolicy). */
export function checkRows(
  ctx: RequestContext,
  relation: string,
  action: 'create' | 'update',
  rows: Record<string, unknown>[],
): void {
  const columns = new Set(ctx.cat.relations.get(relation)?.columns.keys());
  const upsert = ctx.req.method === 'PUT' || (action === 'create' && ctx.prefs.resolution !== undefined);
  const res = ctx.rowPolicy?.({ relation, action, req: ctx.req, columns, rows, upsert }) ?? null;
  if (res) throw new Denied(res);
}

/**
 * Checks a plan's embeds: no deeper than the limit, and every embedded relation may be read (the
 * root is authorised by the caller).
 */
export async function authorizeEmbeds(ctx: RequestContext, root: ReadNode): Promise<void> {
  checkEmbedDepth(root, ctx.maxEmbedDepth);
  for (const rel of relationsOf(root)) if (rel !== root.source.name) await authorize(ctx, rel, 'read');
}

export function planContext(ctx: RequestContext): PlanContext {
  let n = 0;
  return { cat: ctx.cat, rels: ctx.rels, nextAlias: () => `pgrst_${n++}` };
}

/** `Range: a-b` / `a-` (GET only), intersected with limit/offset on the root node. */
export function applyRangeHeader(ctx: RequestContext, root: ReadNode): void {
  const header = ctx.req.headers.get('range');
  if (ctx.req.method !== 'GET' || header === null) return;
  const m = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(header);
  if (!m) return;
  const lo = Math.min(Number(m[1]), Number.MAX_SAFE_INTEGER);
  const hi = m[2] === '' ? Infinity : Math.min(Number(m[2]), Number.MAX_SAFE_INTEGER);
  if (lo > hi) {
    throw new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
    );
  }
  const curHi = root.limit === undefined ? Infinity : root.offset + root.limit - 1;
  const newLo = Math.max(lo, root.offset);
  const newHi = Math.min(hi, curHi);
  root.offset = newLo;
  root.limit = newHi === Infinity ? undefined : Math.max(0, newHi - newLo + 1);
}

export function numberOrNull(v: unknown): number | null {
  return v === null || v === undefined ? null : Number(v);
}

/** A text column from a driver row (`::text` results), or `fallback`. */
export function textOr(v: unknown, fallback: string): string {
  return typeof v === 'string' ? v : fallback;
}

export type { ParsedQuery };
