import {
  Background,
  Controls,
  Handle,
  Position,
  ReactFlow,
  type Edge,
  type Node,
  type NodeProps,
} from '../../../components/ui/graph.tsx';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { ElkLayoutClient } from './elk-layout-client.ts';
import { initialViewport, type Viewport } from './graph-viewport.ts';
import {
  buildConfigGraph,
  defaultExpanded,
  type ConfigGraphNode,
  type GroupGraphNode,
  type RelatedConfig,
} from './graph-model.ts';

export type Direction = 'LR' | 'TB';
export type EdgeStyle = 'bezier' | 'smoothstep';

type ConfigNodeData = { node: ConfigGraphNode; direction: Direction };
type GroupNodeData = { node: GroupGraphNode; direction: Direction };

const SIZE = { config: { width: 220, height: 56 }, group: { width: 180, height: 40 } } as const;

function Handles({ direction }: { direction: Direction }) {
  return (
    <>
      <Handle type="target" position={direction === 'LR' ? Position.Left : Position.Top} />
      <Handle type="source" position={direction === 'LR' ? Position.Right : Position.Bottom} />
    </>
  );
}

function ConfigNodeView({ data }: NodeProps<Node<ConfigNodeData>>) {
  const c = data.node.config;
  return (
    <div
      className="rel-node"
      data-root={data.node.isRoot}
      data-health={c.health ?? 'unknown'}
      data-deleted={c.deleted_at ? 'true' : undefined}
    >
      <Handles direction={data.direction} />
      <span className="rel-node__name">{c.name}</span>
      <span className="rel-node__type">{c.type}</span>
    </div>
  );
}

function GroupNodeView({ data }: NodeProps<Node<GroupNodeData>>) {
  const g = data.node;
  return (
    <div
      className="rel-group"
      role="button"
      aria-expanded={g.expanded}
      aria-label={`${g.childIds.length} ${g.type}, ${g.expanded ? 'collapse' : 'expand'}`}
    >
      <Handles direction={data.direction} />
      {g.expanded ? '▾' : '▸'} {g.childIds.length} × {g.type.split('::').pop()}
    </div>
  );
}

// Not 'group': xyflow styles its own 'group' type (a framed box), which drew every group twice.
const nodeTypes = { config: ConfigNodeView, configGroup: GroupNodeView };
const NODE_TYPE = { config: 'config', group: 'configGroup' } as const;

export interface RelationshipsGraphProps {
  root: RelatedConfig;
  rows: readonly RelatedConfig[];
  direction: Direction;
  edgeStyle: EdgeStyle;
}

/** The relationship graph: elk layout in a worker, group nodes toggled by click. */
export default function RelationshipsGraph({ root, rows, direction, edgeStyle }: RelationshipsGraphProps) {
  const router = useRouter();
  const [expanded, setExpanded] = useState<Set<string>>(() => defaultExpanded(buildConfigGraph(root, rows)));
  // New data resets the groups; not on mount, where that would restart the first layout (and a
  // restart terminates the worker, which then loads elk again).
  const seeded = useRef({ root, rows });
  useEffect(() => {
    if (seeded.current.root === root && seeded.current.rows === rows) return;
    seeded.current = { root, rows };
    setExpanded(defaultExpanded(buildConfigGraph(root, rows)));
  }, [root, rows]);
  const graph = useMemo(() => buildConfigGraph(root, rows, expanded), [root, rows, expanded]);
  const client = useRef<ElkLayoutClient | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  // Each layout comes with its first view (and a fresh canvas keyed by it): fitted, never unreadable.
  const [layout, setLayout] = useState<{
    positions: Record<string, { x: number; y: number }>;
    viewport: Viewport;
    version: number;
  } | null>(null);
  const positions = layout?.positions ?? null;
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    client.current ??= new ElkLayoutClient();
    return () => client.current?.dispose();
  }, []);

  useEffect(() => {
    const layoutClient = client.current ?? new ElkLayoutClient();
    client.current = layoutClient;
    let live = true;
    layoutClient
      .layout({
        nodes: graph.nodes.map((n) => ({ id: n.id, ...SIZE[n.kind] })),
        edges: graph.edges,
        direction,
      })
      .then(
        (r) => {
          if (!live) return;
          const rect = (n: (typeof graph.nodes)[number]) => ({
            ...(r.positions[n.id] ?? { x: 0, y: 0 }),
            ...SIZE[n.kind],
          });
          const rootNode = graph.nodes.find((n) => n.kind === 'config' && n.isRoot);
          const viewport = initialViewport(graph.nodes.map(rect), rootNode && rect(rootNode), {
            width: frame.current?.clientWidth ?? 0,
            height: frame.current?.clientHeight ?? 0,
          });
          setLayout((prev) => ({ positions: r.positions, viewport, version: (prev?.version ?? 0) + 1 }));
          setError(null);
        },
        (e: unknown) => {
          if (live && !(e instanceof Error && e.message === 'layout cancelled'))
            setError(e instanceof Error ? e.message : 'Layout failed');
        },
      );
    return () => {
      live = false;
    };
  }, [graph, direction]);

  const nodes: Node[] = useMemo(
    () =>
      graph.nodes.map((n) => ({
        id: n.id,
        type: NODE_TYPE[n.kind],
        position: positions?.[n.id] ?? { x: 0, y: 0 },
        data: { node: n, direction },
        ...SIZE[n.kind],
      })),
    [graph, positions, direction],
  );
  const edges: Edge[] = useMemo(
    () => graph.edges.map((e) => ({ ...e, type: edgeStyle === 'bezier' ? 'default' : 'smoothstep' })),
    [graph, edgeStyle],
  );

  if (error !== null) return <p role="alert">Could not lay out the graph: {error}</p>;
  return (
    // A figure once laid out (as before); the frame is there from the start to be measured.
    <div
      className="rel-graph"
      ref={frame}
      {...(layout === null ? {} : { role: 'figure', 'aria-label': 'Relationship graph' })}
    >
      {layout === null ? (
        <LoadingBlock label="Laying out the graph…" />
      ) : (
        <ReactFlow
          key={layout.version}
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          defaultViewport={layout.viewport}
          nodesDraggable={false}
          nodesConnectable={false}
          minZoom={0.1}
          onNodeClick={(_e, node) => {
            const n = graph.nodes.find((x) => x.id === node.id);
            if (n?.kind === 'group') {
              setExpanded((prev) => {
                const next = new Set(prev);
                if (next.has(n.id)) next.delete(n.id);
                else next.add(n.id);
                return next;
              });
            } else if (n?.kind === 'config' && !n.isRoot) {
              void router.navigate({ href: `/catalog/${n.id}` });
            }
          }}
          proOptions={{ hideAttribution: true }}
        >
          <Background />
          <Controls showInteractive={false} fitViewOptions={{ maxZoom: 1 }} />
        </ReactFlow>
      )}
    </div>
  );
}
