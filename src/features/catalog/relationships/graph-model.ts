// Builds the relationship graph from related_configs_recursive rows (api-contract §3.2): each
// row's related_ids are the configs it was reached from, so {related_id → row} are the edges.
// Spec §4: when one config has 3 or more related configs of one type, they hang below a group
// node ("intermediary"); a group auto-expands when it has 3 or fewer children, else it starts
// collapsed and is toggled by click. Collapsed groups hide their children and anything reachable
// only through them.

export interface RelatedConfig {
  id: string;
  name: string;
  type: string;
  related_ids: readonly string[];
  health?: string | null | undefined;
  status?: string | null | undefined;
  deleted_at?: string | null | undefined;
  changes?: number | null | undefined;
}

export interface ConfigGraphNode {
  kind: 'config';
  id: string;
  config: RelatedConfig;
  isRoot: boolean;
}

export interface GroupGraphNode {
  kind: 'group';
  id: string;
  type: string;
  parentId: string;
  childIds: readonly string[];
  expanded: boolean;
}

export type GraphNode = ConfigGraphNode | GroupGraphNode;

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
}

export interface ConfigGraph {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

/** A group forms at this many same-type children of one config. */
export const GROUP_MIN = 3;
/** Groups with at most this many children start expanded. */
export const AUTO_EXPAND_MAX = 3;

export const groupId = (parentId: string, type: string): string => `group:${parentId}:${type}`;

/** Groups that start expanded: those with 3 or fewer children. */
export function defaultExpanded(graph: ConfigGraph): Set<string> {
  return new Set(
    graph.nodes
      .filter((n): n is GroupGraphNode => n.kind === 'group' && n.childIds.length <= AUTO_EXPAND_MAX)
      .map((n) => n.id),
  );
}

/**
 * The full graph (every group, all nodes) for `root` and its related rows. `expanded` holds the
 * ids of expanded groups; omitted, the defaults apply. Hidden nodes are left out.
 */
export function buildConfigGraph(
  root: RelatedConfig,
  rows: readonly RelatedConfig[],
  expanded?: ReadonlySet<string>,
): ConfigGraph {
  const configs = new Map<string, RelatedConfig>([[root.id, root]]);
  for (const r of rows) if (!configs.has(r.id)) configs.set(r.id, r);

  // Children of each config by type (only edges between known configs).
  const childrenByType = new Map<string, Map<string, string[]>>();
  for (const r of rows) {
    for (const parent of r.related_ids) {
      if (!configs.has(parent) || parent === r.id) continue;
      const byType = childrenByType.get(parent) ?? new Map<string, string[]>();
      const list = byType.get(r.type) ?? [];
      if (!list.includes(r.id)) list.push(r.id);
      byType.set(r.type, list);
      childrenByType.set(parent, byType);
    }
  }

  const groups: GroupGraphNode[] = [];
  const edges: GraphEdge[] = [];
  for (const [parentId, byType] of childrenByType) {
    for (const [type, childIds] of byType) {
      if (childIds.length >= GROUP_MIN) {
        const id = groupId(parentId, type);
        groups.push({
          kind: 'group',
          id,
          type,
          parentId,
          childIds,
          expanded: childIds.length <= AUTO_EXPAND_MAX,
        });
        edges.push({ id: `${parentId}->${id}`, source: parentId, target: id });
        for (const c of childIds) edges.push({ id: `${id}->${c}`, source: id, target: c });
      } else {
        for (const c of childIds) edges.push({ id: `${parentId}->${c}`, source: parentId, target: c });
      }
    }
  }
  if (expanded !== undefined) for (const g of groups) g.expanded = expanded.has(g.id);

  // Visibility: walk from the root; a collapsed group is shown but not walked through.
  const out = new Map<string, GraphEdge[]>();
  for (const e of edges) out.set(e.source, [...(out.get(e.source) ?? []), e]);
  const groupById = new Map(groups.map((g) => [g.id, g]));
  const visible = new Set<string>([root.id]);
  const queue = [root.id];
  while (queue.length > 0) {
    const at = queue.shift() ?? '';
    const g = groupById.get(at);
    if (g !== undefined && !g.expanded) continue;
    for (const e of out.get(at) ?? []) {
      if (visible.has(e.target)) continue;
      visible.add(e.target);
      queue.push(e.target);
    }
  }
  // Configs not reachable from the root through edges we know (should not happen) stay visible.
  for (const id of configs.keys()) if (!edges.some((e) => e.target === id) && id !== root.id) visible.add(id);

  const nodes: GraphNode[] = [];
  for (const [id, config] of configs)
    if (visible.has(id)) nodes.push({ kind: 'config', id, config, isRoot: id === root.id });
  for (const g of groups) if (visible.has(g.id)) nodes.push(g);
  return { nodes, edges: edges.filter((e) => visible.has(e.source) && visible.has(e.target)) };
}
