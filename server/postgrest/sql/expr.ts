import { PgrstError } from '../errors.ts';
import type { FieldRef } from '../parse/field.ts';
import type { OpExpr } from '../parse/filter.ts';
import type { Condition } from '../parse/logic.ts';
import type { EmbedNode, ReadNode } from '../plan.ts';
import { checkColumn } from '../plan.ts';
import type { Params } from './params.ts';
import { ident } from './params.ts';
import { operatorSql } from './operators.ts';

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
  const sql = operatorSql(lhs, expr, params, tsvector);
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
