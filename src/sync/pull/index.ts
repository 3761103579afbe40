// The puller: wire protocol and persistence of one synced collection (see types.ts for the
// contract with the runtime). pull() and reconcile() of one puller never overlap.
import { createFirstScreen } from './first-screen.ts';
import { runPull } from './pull.ts';
import { runReconcile } from './reconcile.ts';
import type { PullDeps, Puller, PullResult } from './types.ts';

export { PullError } from './types.ts';
export type { PullDeps, PullErrorKind, PullHttp, Puller, PullResult } from './types.ts';

export function createPuller<T>(deps: PullDeps<T>): Puller {
  let queue: Promise<unknown> = Promise.resolve();
  const serially = (task: () => Promise<PullResult>): Promise<PullResult> => {
    const result = queue.then(task);
    queue = result.catch(() => undefined);
    return result;
  };
  return {
    pull: (signal) => serially(() => runPull(deps, signal)),
    reconcile: (signal) => serially(() => runReconcile(deps, signal)),
    // Not queued behind the pull: the point is to answer the screen before the pass gets there.
    firstScreen: createFirstScreen(deps),
  };
}
