import type { Column, PgFunction } from './catalog.ts';
import type { RequestContext } from './context.ts';
import {
  applyRangeHeader,
  authorize,
  authorizeEmbeds,
  numberOrNull,
  planContext,
  textOr,
} from './context.ts';
import { readJson } from './body.ts';
import { checkResponseSize } from './limits.ts';
import { PgrstError } from './errors.ts';
import { parseQuery } from './parse/query.ts';
import { parseSelect } from './parse/select.ts';
import type { Source } from './plan.ts';
import { planRead } from './plan.ts';
import { contentRange, rangeStatus, respond, singleObject } from './response.ts';
import { ident, Params, qualified } from './sql/params.ts';
import { readStatement } from './sql/read.ts';

const JSON_TYPES = new Set(['json', 'jsonb']);

function notFound(name: string, keys: string[], fns: PgFunction[], post: boolean): PgrstError {
  const withParams = keys.length > 0 ? `with parameters ${keys.join(', ')}` : 'without parameters';
  const single = post ? ' or with a single unnamed json/jsonb parameter' : '';
  const candidate = fns[0];
  const hint = candidate
    ? `Perhaps you meant to call the function public.${name}(${candidate.args.map((a) => a.name).join(', ')})`
    : null;
  return new PgrstError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`,
    `Searched for the function public.${name} ${withParams}${single}, but no matches were found in the schema cache.`,
    hint,
  );
}

/** The overload whose named arguments cover `keys` (arguments with defaults may be omitted). */
function pickFunction(
  name: string,
  fns: PgFunction[],
  keys: string[],
  post: boolean,
  singleJson: boolean,
): { fn: PgFunction; wholeBody: boolean } {
  if (singleJson) {
    const whole = fns.find(
      (f) => f.args.length === 1 && f.args[0]?.name === '' && JSON_TYPES.has(f.args[0].type),
    );
    if (whole) return { fn: whole, wholeBody: true };
  }
  const matches = fns.filter(
    (f) =>
      keys.every((k) => f.args.some((a) => a.name === k)) &&
      f.args.every((a) => a.hasDefault || keys.includes(a.name)),
  );
  if (matches.length > 1) {
    throw new PgrstError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${matches.map((f) => `public.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const fn = matches[0];
  if (!fn) throw notFound(name, keys, fns, post);
  return { fn, wholeBody: false };
}

/** `"public"."fn"("a" := …)`: GET values are cast from text, POST values go through json_to_record. */
function callSql(
  fn: PgFunction,
  args: Record<string, unknown>,
  wholeBody: unknown,
  useBody: boolean,
  post: boolean,
  params: Params,
): string {
  if (useBody)
    return `${qualified(fn.name)}(${params.add(JSON.stringify(wholeBody))}::${fn.args[0]?.type ?? 'json'})`;
  const parts = fn.args
    .filter((a) => a.name in args)
    .map((a) => {
      const v = args[a.name];
      if (!post) return `${ident(a.name)} := ${params.add(v)}::${a.type}`;
      const p = params.add(JSON.stringify({ v }));
      return `${ident(a.name)} := (SELECT pgrst_a.v FROM json_to_record(${p}::json) AS pgrst_a(v ${a.type}))`;
    });
  return `${qualified(fn.name)}(${parts.join(', ')})`;
}

function resultColumns(ctx: RequestContext, fn: PgFunction): Map<string, Column> {
  if (fn.returnKind === 'relation' && fn.returnRelation !== null)
    return ctx.cat.relations.get(fn.returnRelation)?.columns ?? new Map<string, Column>();
  return new Map(fn.outColumns.map((c) => [c.name, c]));
}

export async function handleRpc(ctx: RequestContext, name: string): Promise<Response> {
  const fns = ctx.cat.functions.get(name) ?? [];
  const post = ctx.req.method === 'POST';
  const q = parseQuery(ctx.pairs, !post);
  let args: Record<string, unknown> = {};
  let body: unknown = {};
  if (post) {
    body = await readJson(ctx.req, true);
    if (typeof body === 'object' && body !== null && !Array.isArray(body))
      args = body as Record<string, unknown>;
  } else {
    args = Object.fromEntries(q.args);
  }
  const keys = Object.keys(args);
  const { fn, wholeBody } = pickFunction(name, fns, keys, post, post);
  if (!wholeBody && (typeof body !== 'object' || body === null || Array.isArray(body)))
    throw new PgrstError(400, 'PGRST102', 'Empty or invalid json');
  await authorize(ctx, name, 'execute');
  const params = new Params();
  const call = callSql(fn, args, body, wholeBody, post, params);
  const count = ctx.prefs.count !== undefined;
  const head = ctx.req.method === 'HEAD';
  const readOnly = !post && fn.volatility === 'v';
  const run = (sql: string) =>
    ctx.db.transaction(async (tx) => {
      if (readOnly) await tx.query('SET TRANSACTION READ ONLY');
      return (await tx.query(sql, params.values)).rows[0] ?? {};
    });
  const applied: Record<string, string> = count ? { 'Preference-Applied': `count=${ctx.prefs.count}` } : {};

  if (fn.returnKind === 'void') {
    await run(`SELECT ${call}`);
    return respond(204, null, applied);
  }
  if (fn.returnKind === 'scalar') {
    const sql = fn.returnsSet
      ? `SELECT coalesce(json_agg(pgrst_s.v), '[]')::text AS body, count(*) AS page FROM ${call} AS pgrst_s(v)`
      : `SELECT to_json(${call})::text AS body, 1 AS page`;
    const row = await run(sql);
    const page = Number(row['page'] ?? 0);
    let out = textOr(row['body'], 'null');
    checkResponseSize(out, ctx.maxResponseBytes);
    if (ctx.media === 'object') out = fn.returnsSet ? singleObject(out, page) : out;
    return respond(
      200,
      out,
      { 'Content-Range': contentRange(0, page, count ? page : null), ...applied },
      ctx.media,
      head,
    );
  }
  // Rows (SETOF table, TABLE(...), single composite): read like a table from a CTE over the call.
  const source: Source = {
    name: fn.returnRelation ?? name,
    from: 'pgrst_src',
    columns: resultColumns(ctx, fn),
  };
  const root = planRead(planContext(ctx), source, parseSelect(q.select), q);
  await authorizeEmbeds(ctx, root);
  applyRangeHeader(ctx, root);
  const sql = readStatement(root, params, {
    maxRows: ctx.maxRows,
    count,
    prefix: `WITH pgrst_src AS (SELECT * FROM ${call}) `,
  });
  const row = await run(sql);
  const page = Number(row['page'] ?? 0);
  const total = numberOrNull(row['total']);
  let out = textOr(row['body'], '[]');
  checkResponseSize(out, ctx.maxResponseBytes);
  const status = rangeStatus(root.offset, page, total);
  if (ctx.media === 'object' || !fn.returnsSet)
    out = page === 0 && !fn.returnsSet ? 'null' : singleObject(out, page);
  return respond(
    status,
    out,
    { 'Content-Range': contentRange(root.offset, page, total), ...applied },
    ctx.media,
    head,
  );
}
