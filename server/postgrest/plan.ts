import type { Catalog, Column } from './catalog.ts';
import { exposedRelation } from './catalog.ts';
import { PgrstError, unknownColumn } from './errors.ts';
import type { FieldRef } from './parse/field.ts';
import { fieldOutputName } from './parse/field.ts';
import type { OpExpr } from './parse/filter.ts';
import type { Condition } from './parse/logic.ts';
import type { OrderTerm } from './parse/order.ts';
import type { ParsedQuery } from './parse/query.ts';
import type { SelectItem } from './parse/select.ts';
import type { Relationship, Relationships } from './relationships.ts';
import { findRelationship } from './relationships.ts';

/** What a read node reads from: a table/view, a function call, or a write's CTE. */
export interface Source {
  /** Relation name for relationships and messages. */
  name: string;
  /** SQL FROM item (already quoted / parameterised). */
  from: string;
  columns: Map<string, Column>;
}

export type NodeItem =
  | { kind: 'column'; output: string; field: FieldRef; cast: string | undefined }
  | { kind: 'embed'; embed: EmbedNode };

export interface EmbedNode {
  /** Name used as the scope prefix in query params: alias, else the target token. */
  key: string;
  output: string;
  rel: Relationship;
  toOne: boolean;
  inner: boolean;
  spread: boolean;
  /** `actors()`: used for filtering only, not output. */
  hidden: boolean;
  node: ReadNode;
}

/** One level of a read: the source, its select list, and its scoped filters/order/paging. */
export interface ReadNode {
  source: Source;
  alias: string;
  items: NodeItem[];
  filters: { field: FieldRef; expr: OpExpr }[];
  trees: Condition[];
  order: OrderTerm[];
  limit: number | undefined;
  offset: number;
  embeds: EmbedNode[];
}

export interface PlanContext {
  cat: Catalog;
  rels: Relationships;
  nextAlias: () => string;
}

export function tableSource(cat: Catalog, name: string): Source {
  const rel = exposedRelation(cat, name);
  if (!rel)
    throw new PgrstError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`);
  return { name, from: `"public"."${name.replace(/"/g, '""')}"`, columns: rel.columns };
}

export function checkColumn(source: Source, name: string): Column {
  const col = source.columns.get(name);
  if (!col) throw unknownColumn(source.name, name);
  return col;
}

function planItems(ctx: PlanContext, node: ReadNode, items: SelectItem[]): void {
  for (const item of items) {
    if (item.kind === 'star') {
      for (const name of node.source.columns.keys())
        node.items.push({ kind: 'column', output: name, field: { name, json: [] }, cast: undefined });
    } else if (item.kind === 'column') {
      checkColumn(node.source, item.field.name);
      node.items.push({
        kind: 'column',
        output: item.alias ?? fieldOutputName(item.field),
        field: item.field,
        cast: item.cast,
      });
    } else {
      const rel = findRelationship(ctx.cat, ctx.rels, node.source.name, item.target, item.hint);
      const child = newNode(tableSource(ctx.cat, rel.target), ctx.nextAlias());
      planItems(ctx, child, item.items);
      const embed: EmbedNode = {
        key: item.alias ?? item.target,
        output: item.alias ?? item.target,
        rel,
        toOne: rel.cardinality !== 'one-to-many',
        inner: item.inner,
        spread: item.spread,
        hidden: item.items.length === 0,
        node: child,
      };
      node.embeds.push(embed);
      node.items.push({ kind: 'embed', embed });
    }
  }
  // `*,created_by(...)`: the embed replaces the raw column of the same name (what JSON parsers keep anyway).
  const embedded = new Set(node.embeds.filter((e) => !e.hidden && !e.spread).map((e) => e.output));
  node.items = node.items.filter((i) => i.kind === 'embed' || !embedded.has(i.output));
}

export function newNode(source: Source, alias: string): ReadNode {
  return {
    source,
    alias,
    items: [],
    filters: [],
    trees: [],
    order: [],
    limit: undefined,
    offset: 0,
    embeds: [],
  };
}

function nodeAt(root: ReadNode, path: string[]): ReadNode {
  let node = root;
  for (const key of path) {
    const next = node.embeds.find((e) => e.key === key);
    if (!next) {
      throw new PgrstError(
        400,
        'PGRST108',
        `'${key}' is not an embedded resource in this request`,
        null,
        `Verify that '${key}' is included in the 'select' query parameter.`,
      );
    }
    node = next.node;
  }
  return node;
}

/** Builds the node tree for `select`, then attaches every scoped filter/order/limit/offset. */
export function planRead(ctx: PlanContext, source: Source, select: SelectItem[], q: ParsedQuery): ReadNode {
  const root = newNode(source, ctx.nextAlias());
  planItems(ctx, root, select);
  for (const f of q.filters) nodeAt(root, f.path).filters.push(f.value);
  for (const t of q.logic) nodeAt(root, t.path).trees.push(t.value);
  for (const o of q.order) nodeAt(root, o.path).order.push(...o.value);
  for (const l of q.limit) nodeAt(root, l.path).limit ??= l.value;
  for (const o of q.offset) nodeAt(root, o.path).offset = o.value;
  return root;
}

/** Every relation a plan reads, for authorisation. */
export function relationsOf(node: ReadNode, out = new Set<string>()): Set<string> {
  out.add(node.source.name);
  for (const e of node.embeds) relationsOf(e.node, out);
  return out;
}
