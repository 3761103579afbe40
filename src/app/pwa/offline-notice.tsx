import { useUserIsLastKnown } from '../../lib/access/last-known-user.ts';
import { useIsOnline } from '../../lib/query/use-cached-result.ts';

/**
 * "Offline" while the browser has no network, or while the signed-in user could not be confirmed
 * by the server (started without a reachable backend). Writes are kept in the outbox meanwhile.
 */
export function OfflineNotice() {
  const online = useIsOnline();
  const lastKnown = useUserIsLastKnown();
  if (online && !lastKnown) return null;
  return (
    <div
      role="status"
      className="pwa-offline"
      title="Showing data saved on this device; changes are sent when the connection returns."
    >
      <span className="pwa-offline__dot" aria-hidden="true" />
      Offline — showing data saved on this device
    </div>
  );
}
