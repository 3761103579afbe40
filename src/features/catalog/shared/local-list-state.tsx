// Loading, error and empty for screens that read the local catalogue: an empty answer before the
// first full sync of config_items proves nothing, so it stays 'loading' (unless the sync cannot
// finish now: offline or failing, which the empty state then says).
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { useCollectionStatus, useSyncStatus } from '../../../sync/client/hooks.tsx';
import type { CollectionStatus } from '../../../sync/runtime/protocol.ts';

export type LocalListState =
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'loading' }
  | { readonly kind: 'rows' }
  | { readonly kind: 'empty'; readonly note?: string };

export const NEVER_SYNCED_OFFLINE = 'The catalogue has not been synced to this device yet; it appears once you are back online.';

export interface LocalListInputs {
  readonly queryError: string | undefined;
  /** Matching rows; undefined until the engine's first answer. */
  readonly total: number | undefined;
  readonly status: Pick<CollectionStatus, 'complete' | 'error'> | undefined;
  readonly online: boolean;
}

export function localListStateOf({ queryError, total, status, online }: LocalListInputs): LocalListState {
  if (queryError !== undefined) return { kind: 'error', message: queryError };
  if (total === undefined) return { kind: 'loading' };
  if (total > 0) return { kind: 'rows' };
  if (status?.complete === true) return { kind: 'empty' };
  if (status !== undefined && status.error !== null) return { kind: 'empty', note: `The catalogue could not be synced: ${status.error}` };
  if (!online) return { kind: 'empty', note: NEVER_SYNCED_OFFLINE };
  return { kind: 'loading' };
}

export function useLocalListState(queryError: string | undefined, total: number | undefined): LocalListState {
  const status = useCollectionStatus('config_items');
  const online = useSyncStatus().online;
  return localListStateOf({ queryError, total, status, online });
}

/** Renders every state but 'rows'. */
export function LocalListStatus({ state }: { state: LocalListState }) {
  switch (state.kind) {
    case 'rows':
      return null;
    case 'error':
      return <p role="alert" className="catalog-error">The catalogue could not be read: {state.message}</p>;
    case 'loading':
      return <LoadingBlock label="Loading catalog…" />;
    case 'empty':
      return (
        <div className="catalog-empty">
          <p>No data available</p>
          {state.note !== undefined && <p role="status" className="catalog-empty__note">{state.note}</p>}
        </div>
      );
  }
}
