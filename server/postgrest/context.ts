import type { Database } from '../db/database.ts';
import type { Catalog } from './catalog.ts';
import { PgrstError } from './errors.ts';
import type { Preferences } from './parse/prefer.ts';
import type { ParsedQuery } from './parse/query.ts';
import type { PlanContext, ReadNode } from './plan.ts';
import { relationsOf } from './plan.ts';
import type { Relationships } from './relationships.ts';
import type { MediaChoice } from './response.ts';

export type Action = 'read' | 'create' | 'update' | 'delete' | 'execute';
export type Authorize = (ctx: { relation: string; action: Action; req: Request }) => Promise<Response | null>;

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
}

/** Thrown to short-circuit with the authoriser's own response. */
export class Denied extends Error {
  constructor(readonly response: Response) {
    super('denied');
  }
}

export async function authorize(ctx: RequestContext, relation: string, action: Action): Promise<void> {
  if (!ctx.authorize) return;
  const res = await ctx.authorize({ relation, action, req: ctx.req });
  if (res) throw new Denied(res);
}

/** Authorises reading every embedded relation of a plan (the root is authorised by the caller). */
export async function authorizeEmbeds(ctx: RequestContext, root: ReadNode): Promise<void> {
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
