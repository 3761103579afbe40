import { useEffect, useState, type ComponentType } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useIsOnline } from '../../../lib/query/use-cached-result.ts';
import type { RelationshipsGraphProps } from './relationships-graph.tsx';

// xyflow and the elk worker load only when the graph is shown. Their chunk is not precached (too
// heavy): it is kept after its first load, so a graph opened once online also opens offline. A
// graph never opened on this device cannot load offline; React.lazy would throw that failure to
// the route (and keep it), so the import is ours: it says so and tries again when back online.

type Graph = ComponentType<RelationshipsGraphProps>;

/** Kept once loaded, so later graphs (and remounts) show at once. */
let loadedGraph: Graph | null = null;

/** `offline`: the load failed with no connection (it is tried again when one returns). */
type LoadState = { graph: Graph } | { failed: string; offline: boolean } | 'loading';

/**
 * Not `import(...).then(...)`: the build moves such a `.then` inside its preload wrapper, which
 * throws before it when the chunk's stylesheet fails, so a failure would never reach us.
 */
async function loadGraph(): Promise<Graph> {
  const module = await import('./relationships-graph.tsx');
  return module.default;
}

function useGraphComponent(): LoadState {
  const online = useIsOnline();
  const [state, setState] = useState<LoadState>(() =>
    loadedGraph === null ? 'loading' : { graph: loadedGraph },
  );
  const settled = typeof state === 'object' && 'graph' in state;
  useEffect(() => {
    if (settled) return;
    let cancelled = false;
    loadGraph().then(
      (graph) => {
        loadedGraph = graph;
        if (!cancelled) setState({ graph });
      },
      (e: unknown) => {
        if (!cancelled)
          setState({ failed: e instanceof Error ? e.message : String(e), offline: !navigator.onLine });
      },
    );
    return () => {
      cancelled = true;
    };
    // `online`: a failed load is tried again when the connection returns.
  }, [settled, online]);
  return state;
}

export function LazyRelationshipsGraph(props: RelationshipsGraphProps) {
  const state = useGraphComponent();
  const online = useIsOnline();
  // Back online after an offline failure: the effect is loading it again.
  if (state === 'loading' || ('failed' in state && state.offline && online))
    return <LoadingBlock label="Loading the graph…" />;
  if ('failed' in state) {
    // The browser may keep a failed load of a module for the page's lifetime (Chromium does), so
    // trying again in place can fail again: a reload always gets a fresh try.
    return online ? (
      <Alert
        tone="error"
        title="Could not load the graph"
        actions={
          <Button size="sm" onPress={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        {state.failed || 'Something went wrong'}. Reload the page to try again; the Table view shows the same
        relationships.
      </Alert>
    ) : (
      <Alert tone="warning" title="The graph is not available offline">
        The graph was not opened on this device before while online, so its code is not kept. The Table view
        shows the same relationships; the graph loads when the connection returns.
      </Alert>
    );
  }
  const Graph = state.graph;
  return <Graph {...props} />;
}
