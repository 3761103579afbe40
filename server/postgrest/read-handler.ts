import type { RequestContext } from './context.ts';
import {
  applyRangeHeader,
  authorize,
  authorizeEmbeds,
  numberOrNull,
  planContext,
  textOr,
} from './context.ts';
import { checkResponseSize } from './limits.ts';
import { parseQuery } from './parse/query.ts';
import { parseSelect } from './parse/select.ts';
import { planRead, tableSource } from './plan.ts';
import { contentLocation, contentRange, rangeStatus, respond, singleObject } from './response.ts';
import { Params } from './sql/params.ts';
import { readStatement } from './sql/read.ts';

/** GET/HEAD on a table or view: one SQL statement returning the JSON body, page size and total. */
export async function handleRead(ctx: RequestContext, relation: string): Promise<Response> {
  const source = tableSource(ctx.cat, relation);
  await authorize(ctx, relation, 'read');
  const q = parseQuery(ctx.pairs);
  const root = planRead(planContext(ctx), source, parseSelect(q.select), q);
  await authorizeEmbeds(ctx, root);
  applyRangeHeader(ctx, root);
  const params = new Params();
  const count = ctx.prefs.count !== undefined;
  const sql = readStatement(root, params, { maxRows: ctx.maxRows, count });
  const res = await ctx.db.query(sql, params.values, { signal: ctx.req.signal });
  const row = res.rows[0] ?? {};
  const page = Number(row['page'] ?? 0);
  const total = numberOrNull(row['total']);
  const status = rangeStatus(root.offset, page, total);
  let body = textOr(row['body'], '[]');
  checkResponseSize(body, ctx.maxResponseBytes);
  if (ctx.media === 'object') body = singleObject(body, page);
  const headers: Record<string, string> = {
    'Content-Range': contentRange(root.offset, page, total),
    'Content-Location': contentLocation(relation, ctx.pairs),
  };
  if (count) headers['Preference-Applied'] = `count=${ctx.prefs.count}`;
  return respond(status, body, headers, ctx.media, ctx.req.method === 'HEAD');
}
