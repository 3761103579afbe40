import { readActiveOrg } from '../../lib/hosted/active-org.ts';
import { getToken } from '../../lib/hosted/fapi.ts';
import { isHostedMode } from '../../lib/hosted/hosted-config.ts';
import type { WorkerSyncClient } from '../../sync/client/worker-client.ts';

/**
 * How often the tab hands the worker its organisation's session token: more often than the 15 s
 * before expiry at which getToken mints a new one, so the worker never holds an expired token.
 */
export const WORKER_TOKEN_EVERY_MS = 10_000;

/**
 * Hosted mode: keeps `client`'s worker supplied with the session token of the organisation it
 * syncs (tokens live 60 s and exist only in memory). Returns the stop; a no-op when self-hosted.
 */
export function keepWorkerToken(client: WorkerSyncClient): () => void {
  const org = readActiveOrg();
  if (!isHostedMode() || org === null || client.init.namespace.organization !== org.id)
    return () => undefined;
  let stopped = false;
  const push = () => {
    getToken(org.id).then(
      (token) => {
        if (!stopped) client.setBearer(token);
      },
      () => undefined, // Signed out or offline: the worker's 401 or unreachability says so.
    );
  };
  push();
  const timer = setInterval(push, WORKER_TOKEN_EVERY_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
