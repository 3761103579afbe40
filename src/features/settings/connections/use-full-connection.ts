// The whole connection, secrets included, asked of the server each time the form opens (spec
// 02-areas §2.13; the brief: secrets never reach the local store or the query cache). A plain
// fetch held in the form's state only: it is gone when the form closes.
import { useEffect, useState } from 'react';
import { fetchConnection, type FullConnection } from './connection-api.ts';

export type FullConnectionState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly connection: FullConnection }
  | { readonly kind: 'gone' }
  | { readonly kind: 'failed'; readonly message: string };

export function useFullConnection(id: string, online: boolean): FullConnectionState {
  const [state, setState] = useState<FullConnectionState>({ kind: 'loading' });
  useEffect(() => {
    // Offline there is nothing to ask; back online, ask again unless the row is already held.
    if (!online) {
      setState((s) => (s.kind === 'loaded' ? s : { kind: 'failed', message: 'offline' }));
      return;
    }
    const abort = new AbortController();
    setState((s) => (s.kind === 'loaded' ? s : { kind: 'loading' }));
    fetchConnection(id, abort.signal).then(
      (connection) =>
        setState((s) =>
          s.kind === 'loaded'
            ? s
            : connection === undefined
              ? { kind: 'gone' }
              : { kind: 'loaded', connection },
        ),
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => abort.abort();
  }, [id, online]);
  return state;
}
