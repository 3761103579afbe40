/// <reference lib="webworker" />
import { expose } from 'comlink';
import ELK from 'elkjs/lib/elk.bundled.js';

// Lays out the relationship graph with elkjs (layered) off the main thread. elkjs is ~1.6 MB, so
// it lives only in this worker's chunk, created when a graph is first shown. A layout is
// cancelled by terminating the worker (the caller starts a fresh one for the next request).

export interface LayoutNodeInput {
  id: string;
  width: number;
  height: number;
}

export interface LayoutRequest {
  nodes: LayoutNodeInput[];
  edges: { id: string; source: string; target: string }[];
  direction: 'LR' | 'TB';
}

export interface LayoutResult {
  positions: Record<string, { x: number; y: number }>;
}

const elk = new ELK();

const api = {
  async layout(req: LayoutRequest): Promise<LayoutResult> {
    const graph = await elk.layout({
      id: 'root',
      layoutOptions: {
        'elk.algorithm': 'layered',
        'elk.direction': req.direction === 'LR' ? 'RIGHT' : 'DOWN',
        // Spec §9: rank separation 120, node separation 100.
        'elk.layered.spacing.nodeNodeBetweenLayers': '120',
        'elk.spacing.nodeNode': '100',
      },
      children: req.nodes.map((n) => ({ id: n.id, width: n.width, height: n.height })),
      edges: req.edges.map((e) => ({ id: e.id, sources: [e.source], targets: [e.target] })),
    });
    const positions: Record<string, { x: number; y: number }> = {};
    for (const c of graph.children ?? []) positions[c.id] = { x: c.x ?? 0, y: c.y ?? 0 };
    return { positions };
  },
};

export type ElkLayoutApi = typeof api;

expose(api);
