import { PgrstError } from '../errors.ts';
import type { FieldRef } from '../parse/field.ts';
import type { OpExpr, Operator } from '../parse/filter.ts';
import type { Condition } from '../parse/logic.ts';
import type { EmbedNode, ReadNode } from '../plan.ts';
import { checkColumn } from '../plan.ts';
import type { Params } from './params.ts';
import { arrayLiteral, ident } from './params.ts';

/** `alias."col"` with its JSON path; keys are bound parameters, indexes validated integers. */
export function fieldExpr(node: ReadNode, field: FieldRef, params: Params): string {
  checkColumn(node.source, field.name);
  let sql = `${node.alias}.${ident(field.name)}`;
  for (const step of field.json) {
    const key = step.index ? String(Number(step.key)) : `${params.add(step.key)}::text`;
    sql = `(${sql}${step.arrow}${key})`;
  }
  return sql;
}

const BINARY: Partial<Record<Operator, string>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  isdistinct: 'IS DISTINCT FROM',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const TSQUERY: Partial<Record<Operator, string>> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

function opSql(lhs: string, expr: OpExpr, params: Params, isTsvector: boolean): string {
  const { op, value } = expr;
  if (op === 'is') {
    const kw =
      { null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }[value] ??
      'NULL';
    return `${lhs} IS ${kw}`;
  }
  if (op === 'in')
    return expr.list.length === 0 ? 'false' : `${lhs} = ANY(${params.add(arrayLiteral(expr.list))})`;
  const tsFn = TSQUERY[op];
  if (tsFn !== undefined) {
    const lang = expr.ftsLanguage === undefined ? '' : `${params.add(expr.ftsLanguage)}::regconfig, `;
    const doc = isTsvector ? lhs : `to_tsvector(${lang}${lhs})`;
    return `${doc} @@ ${tsFn}(${lang}${params.add(value)})`;
  }
  const sqlOp = BINARY[op] ?? '=';
  const v = op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value;
  if (expr.quantifier !== undefined) {
    const items = v.slice(1, -1).split(',');
    return `${lhs} ${sqlOp} ${expr.quantifier.toUpperCase()}(${params.add(arrayLiteral(items))})`;
  }
  return `${lhs} ${sqlOp} ${params.add(v)}`;
}

/** The join of an embed to its parent: `child.fk = parent.pk` for each column pair. */
export function joinSql(parent: ReadNode, embed: EmbedNode): string {
  return embed.rel.columns
    .map(([s, t]) => `${embed.node.alias}.${ident(t)} = ${parent.alias}.${ident(s)}`)
    .join(' AND ');
}

/** `EXISTS` over an embed with its own filters (for `!inner` and `rel=not.is.null`). */
export function existsSql(parent: ReadNode, embed: EmbedNode, params: Params): string {
  const where = [joinSql(parent, embed), ...whereParts(embed.node, params)];
  return `EXISTS (SELECT 1 FROM ${embed.node.source.from} AS ${embed.node.alias} WHERE ${where.join(' AND ')})`;
}

function filterSql(node: ReadNode, field: FieldRef, expr: OpExpr, params: Params): string {
  if (field.json.length === 0 && !node.source.columns.has(field.name)) {
    const embed = node.embeds.find((e) => e.key === field.name);
    if (embed) {
      if (expr.op !== 'is' || (expr.value !== 'null' && expr.value !== 'not_null')) {
        throw new PgrstError(
          400,
          'PGRST120',
          `Bad operator on the '${field.name}' embedded resource`,
          null,
          'Only is null or not is null filters are allowed on embedded resources',
        );
      }
      const exists = existsSql(node, embed, params);
      const isNull = (expr.value === 'null') !== expr.negate;
      return isNull ? `NOT ${exists}` : exists;
    }
  }
  const lhs = fieldExpr(node, field, params);
  const tsvector = field.json.length === 0 && node.source.columns.get(field.name)?.typeName === 'tsvector';
  const sql = opSql(lhs, expr, params, tsvector);
  return expr.negate ? `NOT (${sql})` : sql;
}

function conditionSql(node: ReadNode, cond: Condition, params: Params): string {
  if (cond.kind === 'filter') return filterSql(node, cond.field, cond.expr, params);
  const parts = cond.children.map((c) => `(${conditionSql(node, c, params)})`);
  const sql = parts.join(cond.op === 'and' ? ' AND ' : ' OR ');
  return cond.negate ? `NOT (${sql})` : `(${sql})`;
}

/** Every WHERE conjunct of a node: filters, logic trees, and `!inner` embeds. */
export function whereParts(node: ReadNode, params: Params): string[] {
  const parts = node.filters.map((f) => filterSql(node, f.field, f.expr, params));
  for (const t of node.trees) parts.push(conditionSql(node, t, params));
  for (const e of node.embeds) if (e.inner) parts.push(existsSql(node, e, params));
  return parts;
}
