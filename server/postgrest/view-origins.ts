import type { Relation } from './catalog.ts';

/**
 * Which view columns are plain references to a base table column, read from the view's rewrite
 * rule (`pg_rewrite.ev_action`, a node tree): each top-level TARGETENTRY carries `resname`,
 * `resorigtbl` and `resorigcol`. This is what PostgREST uses to let views embed through their
 * base tables' foreign keys.
 */
interface Entry {
  resname: string;
  tbl: number;
  col: number;
}

/** Yields the field tokens (`:key value`) of the top-level query's target list entries. */
function topLevelTargets(tree: string): Entry[] {
  const entries: Entry[] = [];
  let depth = 0;
  let inTargetList = false;
  let targetDepth = -1;
  let current: Partial<Entry> = {};
  let i = 0;
  const readToken = (): string => {
    let out = '';
    while (i < tree.length) {
      const ch = tree[i] ?? '';
      if (ch === '\\') {
        out += tree[i + 1] ?? '';
        i += 2;
        continue;
      }
      if (' {}()'.includes(ch)) break;
      out += ch;
      i++;
    }
    return out;
  };
  while (i < tree.length) {
    const ch = tree[i] ?? '';
    if (ch === '\\') {
      i += 2;
      continue;
    }
    if (ch === '{' || ch === '(') {
      depth++;
      i++;
      continue;
    }
    if (ch === '}' || ch === ')') {
      if (inTargetList && depth === targetDepth + 2 && ch === '}') {
        if (current.resname !== undefined && current.tbl !== undefined && current.col !== undefined) {
          entries.push(current as Entry);
        }
        current = {};
      }
      if (inTargetList && depth === targetDepth + 1) inTargetList = false;
      depth--;
      i++;
      continue;
    }
    if (ch === ':') {
      i++;
      const key = readToken();
      if (key === 'targetList' && depth === 2) {
        inTargetList = true;
        targetDepth = depth;
      } else if (inTargetList && depth === targetDepth + 2) {
        while (tree[i] === ' ') i++;
        const value = readToken();
        if (key === 'resname') current.resname = value;
        else if (key === 'resorigtbl') current.tbl = Number(value);
        else if (key === 'resorigcol') current.col = Number(value);
      }
      continue;
    }
    i++;
  }
  return entries;
}

export function viewColumnOrigins(
  trees: Map<string, string>,
  byOid: Map<number, string>,
  relations: Map<string, Relation>,
): Map<string, Map<string, { table: string; column: string }>> {
  const direct = new Map<string, Map<string, { rel: string; column: string }>>();
  for (const [view, tree] of trees) {
    const cols = new Map<string, { rel: string; column: string }>();
    for (const e of topLevelTargets(tree)) {
      const rel = byOid.get(e.tbl);
      const relation = rel === undefined ? undefined : relations.get(rel);
      const column = relation ? [...relation.columns.values()].find((c) => c.num === e.col)?.name : undefined;
      if (rel !== undefined && column !== undefined) cols.set(e.resname, { rel, column });
    }
    direct.set(view, cols);
  }
  // Resolve chains view → view → table.
  const resolved = new Map<string, Map<string, { table: string; column: string }>>();
  for (const [view, cols] of direct) {
    const out = new Map<string, { table: string; column: string }>();
    for (const [name, origin] of cols) {
      let cur = origin;
      for (let hops = 0; hops < 16 && relations.get(cur.rel)?.kind === 'view'; hops++) {
        const next = direct.get(cur.rel)?.get(cur.column);
        if (!next) break;
        cur = next;
      }
      if (relations.get(cur.rel)?.kind === 'table') out.set(name, { table: cur.rel, column: cur.column });
    }
    resolved.set(view, out);
  }
  return resolved;
}
