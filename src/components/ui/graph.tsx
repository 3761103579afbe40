// The graph canvas (xyflow) and its stylesheet, imported once here for every graph in the console.
// Layout stays in the elkjs worker (src/workers/elk-layout.worker.ts); this is drawing only.
import '@xyflow/react/dist/style.css';

export {
  Background as GraphBackground,
  Controls as GraphControls,
  Handle as GraphHandle,
  Position as GraphPosition,
  ReactFlow as GraphCanvas,
  type Edge as GraphEdge,
  type Node as GraphNode,
  type NodeProps as GraphNodeProps,
} from '@xyflow/react';
