import { PgrstError } from '../errors.ts';
import type { OrderTerm } from '../parse/order.ts';
import type { EmbedNode, ReadNode } from '../plan.ts';
import { fieldExpr, joinSql, whereParts } from './expr.ts';
import type { Params } from './params.ts';
import { castSql, ident } from './params.ts';

function orderTermSql(node: ReadNode, term: OrderTerm, params: Params): string {
  let expr: string;
  if (term.relation !== undefined) {
    const embed = node.embeds.find((e) => e.key === term.relation);
    if (!embed) {
      throw new PgrstError(
        400,
        'PGRST108',
        `'${term.relation}' is not an embedded resource in this request`,
        null,
        `Verify that '${term.relation}' is included in the 'select' query parameter.`,
      );
    }
    if (!embed.toOne)
      throw new PgrstError(400, 'PGRST118', `A related order on '${term.relation}' is not possible`);
    const child = embed.node;
    expr = `(SELECT ${fieldExpr(child, term.field, params)} FROM ${child.source.from} AS ${child.alias} WHERE ${joinSql(node, embed)} LIMIT 1)`;
  } else {
    expr = fieldExpr(node, term.field, params);
  }
  const dir = term.direction === 'desc' ? ' DESC' : term.direction === 'asc' ? ' ASC' : '';
  const nulls = term.nulls === 'first' ? ' NULLS FIRST' : term.nulls === 'last' ? ' NULLS LAST' : '';
  return `${expr}${dir}${nulls}`;
}

/** ORDER BY / LIMIT / OFFSET of a node; `maxRows` caps every level. */
export function pagingSql(node: ReadNode, params: Params, maxRows: number): string {
  let sql = '';
  if (node.order.length > 0)
    sql += ` ORDER BY ${node.order.map((t) => orderTermSql(node, t, params)).join(', ')}`;
  const limit = Math.min(node.limit ?? maxRows, maxRows);
  sql += ` LIMIT ${limit}`;
  if (node.offset > 0) sql += ` OFFSET ${node.offset}`;
  return sql;
}

function embedFrom(parent: ReadNode, embed: EmbedNode, params: Params, maxRows: number): string {
  const child = embed.node;
  const where = [joinSql(parent, embed), ...whereParts(child, params)].join(' AND ');
  const paging = embed.toOne ? ' LIMIT 1' : pagingSql(child, params, maxRows);
  return `FROM ${child.source.from} AS ${child.alias} WHERE ${where}${paging}`;
}

/** `expr AS "output"` entries of a node's select list (embeds become correlated subqueries). */
export function selectList(node: ReadNode, params: Params, maxRows: number): string[] {
  const out: string[] = [];
  for (const item of node.items) {
    if (item.kind === 'column') {
      let expr = fieldExpr(node, item.field, params);
      if (item.cast !== undefined) {
        const cast = castSql(item.cast);
        if (cast === undefined)
          throw new PgrstError(
            400,
            'PGRST100',
            `"failed to parse select parameter" unknown cast type '${item.cast}'`,
          );
        expr = `(${expr})::${cast}`;
      }
      out.push(`${expr} AS ${ident(item.output)}`);
      continue;
    }
    const embed = item.embed;
    if (embed.hidden) continue;
    const child = embed.node;
    if (embed.spread) {
      // `...rel(a,b)`: lift each column; to-many spreads give one array per column.
      for (const entry of selectList(child, params, maxRows)) {
        const at = entry.lastIndexOf(' AS "');
        const expr = entry.slice(0, at);
        const name = entry.slice(at + 4);
        const value = embed.toOne ? expr : `coalesce(json_agg(${expr}), '[]')`;
        out.push(
          `(SELECT ${value} FROM (SELECT * ${embedFrom(node, embed, params, maxRows)}) ${child.alias}) AS ${name}`,
        );
      }
      continue;
    }
    const inner = `SELECT ${selectList(child, params, maxRows).join(', ')} ${embedFrom(node, embed, params, maxRows)}`;
    const row = `${child.alias}_row`;
    const value = embed.toOne ? `row_to_json(${row})` : `coalesce(json_agg(${row}), '[]')`;
    out.push(`(SELECT ${value} FROM (${inner}) ${row}) AS ${ident(embed.output)}`);
  }
  return out;
}

export interface ReadSql {
  sql: string;
  values: unknown[];
}

/**
 * One statement for a read: `body` (JSON text), `page` (rows in it) and, when asked, `total`.
 * `from` overrides the root FROM (writes read their CTE); `withWhere` false skips root filters.
 */
export function readStatement(
  root: ReadNode,
  params: Params,
  opts: {
    maxRows: number;
    count: boolean;
    singleObject?: boolean;
    prefix?: string;
    withWhere?: boolean;
    extra?: string;
  },
): string {
  const where = opts.withWhere === false ? [] : whereParts(root, params);
  const whereSql = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  const cols = selectList(root, params, opts.maxRows);
  const inner = `SELECT ${cols.join(', ')} FROM ${root.source.from} AS ${root.alias}${whereSql}${pagingSql(root, params, opts.maxRows)}`;
  const total = opts.count
    ? `, (SELECT count(*) FROM ${root.source.from} AS ${root.alias}${whereSql}) AS total`
    : ', NULL AS total';
  return `${opts.prefix ?? ''}SELECT coalesce(json_agg(pgrst_r), '[]')::text AS body, count(*) AS page${total} ${opts.extra ?? ''} FROM (${inner}) pgrst_r`;
}
