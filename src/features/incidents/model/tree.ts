// The hypothesis tree (root → factor → solution) from flat rows.
import type { HypothesisRow } from '../../../sync/collections/hypotheses.ts';

export interface HypothesisNode {
  readonly row: HypothesisRow;
  readonly children: HypothesisNode[];
  readonly depth: number;
}

/** Roots first (rows without a parent, or whose parent is gone), children by creation time. */
export function buildTree(rows: readonly HypothesisRow[]): HypothesisNode[] {
  const byParent = new Map<string | null, HypothesisRow[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const row of rows) {
    const parent = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    const list = byParent.get(parent) ?? [];
    list.push(row);
    byParent.set(parent, list);
  }
  const build = (parent: string | null, depth: number, seen: Set<string>): HypothesisNode[] =>
    (byParent.get(parent) ?? [])
      .filter((r) => !seen.has(r.id))
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map((row) => ({ row, depth, children: build(row.id, depth + 1, new Set([...seen, row.id])) }));
  return build(null, 0, new Set());
}

/** Every hypothesis under (and including) `id`, deepest first: the order deletes must go in. */
export function subtreeDeepestFirst(nodes: readonly HypothesisNode[], id: string): HypothesisRow[] {
  const find = (list: readonly HypothesisNode[]): HypothesisNode | undefined => {
    for (const n of list) {
      if (n.row.id === id) return n;
      const inner = find(n.children);
      if (inner) return inner;
    }
    return undefined;
  };
  const out: HypothesisRow[] = [];
  const walk = (n: HypothesisNode) => {
    n.children.forEach(walk);
    out.push(n.row);
  };
  const start = find(nodes);
  if (start) walk(start);
  return out;
}
