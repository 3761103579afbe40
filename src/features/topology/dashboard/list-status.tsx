// What the Dashboard shows instead of cards (the kit's useLocalList decides which): card-shaped
// skeletons until the components have been synced once, the spec's empty message only when the
// synced components (or the filters) truly leave nothing, and why an empty Dashboard may not be
// the whole truth (never synced and offline, or the sync failing).
import { Skeleton } from '../../../components/ui/spinner.tsx';
import type { LocalListState, LocalListWords } from '../../../sync/client/use-local-list.ts';

export const NO_MATCHES = 'There are no components matching this criteria';
export const NEVER_SYNCED_OFFLINE =
  'Components have not been synced to this device yet; they appear once you are back online.';

export const DASHBOARD_WORDS: LocalListWords = {
  neverSyncedOffline: NEVER_SYNCED_OFFLINE,
  syncFailed: (error) => `Components could not be synced: ${error}`,
};

const SKELETON_CARDS = 6;

export function DashboardListStatus({ state, cardWidth }: { state: LocalListState; cardWidth: number }) {
  switch (state.kind) {
    case 'rows':
      return null;
    case 'error':
      return (
        <p role="alert" className="topology-status topology-status--error">
          Could not query the local components: {state.message}
        </p>
      );
    case 'loading':
      return (
        <div className="topology-skeleton" role="status" aria-busy="true" aria-label="Loading components">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <div key={i} className="topology-skeleton__card" style={{ width: cardWidth }}>
              <Skeleton width="60%" height={16} />
              <Skeleton width="35%" height={10} />
              <Skeleton height={10} />
              <Skeleton height={10} />
              <Skeleton width="80%" height={10} />
            </div>
          ))}
        </div>
      );
    case 'empty':
      return (
        <div className="topology-status">
          <p>{NO_MATCHES}</p>
          {state.note !== undefined && (
            <p role="status" className="topology-status__note">
              {state.note}
            </p>
          )}
        </div>
      );
  }
}
