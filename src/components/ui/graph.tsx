// The graph canvas (xyflow) and its stylesheet, imported once here for every graph in the console.
// Layout stays in the elkjs worker (src/workers/elk-layout.worker.ts); this is drawing only.
import '@xyflow/react/dist/style.css';

export {
  Background,
  Controls,
  Handle,
  Position,
  ReactFlow,
  type Edge,
  type Node,
  type NodeProps,
} from '@xyflow/react';
