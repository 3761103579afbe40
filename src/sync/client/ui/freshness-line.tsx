import type { CollectionStatus } from '../../runtime/protocol.ts';
import { useSyncStatus } from '../hooks.tsx';
import { freshnessText } from './sync-wording.ts';
import { useNow } from '../../../lib/use-now.ts';
import './sync-ui.css';

/**
 * The line every data screen shows under its title: how fresh its data is ("Synced 2 min ago",
 * "Offline — showing data synced 2 min ago", "Syncing…", first-sync progress), rows skipped as
 * invalid, and collections the server refused.
 */
export function FreshnessLine({ collections }: { collections: readonly string[] }) {
  const status = useSyncStatus();
  const now = useNow();
  const known = collections.flatMap((name) => {
    const c = status.collections[name];
    return c ? [c] : [];
  });
  const quarantined = known.reduce((sum, c) => sum + c.quarantined, 0);
  const refused = known.filter((c: CollectionStatus) => c.error !== null && c.lastSyncedAt === null);
  const tone = !status.online ? 'offline' : refused.length > 0 ? 'problem' : 'ok';
  return (
    <p className="mc-freshness" data-tone={tone} role="status" aria-live="polite">
      <span className="mc-freshness__dot" aria-hidden="true" />
      <span>{freshnessText(status, known, now)}</span>
      {quarantined > 0 && (
        <span className="mc-freshness__extra">
          · {quarantined.toLocaleString('en-US')} invalid rows skipped
        </span>
      )}
      {refused.map((c) => (
        <span key={c.name} className="mc-freshness__extra">
          · {c.label}: {c.error}
        </span>
      ))}
    </p>
  );
}
