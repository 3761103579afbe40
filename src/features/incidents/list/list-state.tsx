// What the incident list area shows (the kit's useLocalList decides which): loading until the
// incidents have been synced once, the spec's empty message only when the synced incidents (or
// the filters) truly leave nothing, and why an empty list may not be the whole truth (never
// synced and offline, or the sync failing).
import { Skeleton } from '../../../components/ui/spinner.tsx';
import type { LocalListState, LocalListWords } from '../../../sync/client/use-local-list.ts';

export const NEVER_SYNCED_OFFLINE =
  'Incidents have not been synced to this device yet; they appear once you are back online.';
export const NO_MATCHES = 'There are no incidents matching this criteria';

export const INCIDENT_LIST_WORDS: LocalListWords = {
  neverSyncedOffline: NEVER_SYNCED_OFFLINE,
  syncFailed: (error) => `Incidents could not be synced: ${error}`,
};

/** Renders every state but 'rows'. */
export function IncidentListStatus({ state }: { state: LocalListState }) {
  switch (state.kind) {
    case 'rows':
      return null;
    case 'error':
      return (
        <p role="alert" className="incidents-error">
          Could not query the local incidents: {state.message}
        </p>
      );
    case 'loading':
      return (
        <div className="incidents-skeleton" role="status" aria-busy="true" aria-label="Loading incidents">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={28} />
          ))}
        </div>
      );
    case 'empty':
      return (
        <div className="incidents-empty">
          <p>{NO_MATCHES}</p>
          {state.note !== undefined && (
            <p role="status" className="incidents-empty__note">
              {state.note}
            </p>
          )}
        </div>
      );
  }
}
