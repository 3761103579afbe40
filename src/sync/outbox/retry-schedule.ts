// When the head entry is tried again after a transient failure (CONTRACT.md, "Retries").
// Server errors (408/429/5xx) back off exponentially to the 60 s cap: the server asked for air.
// Network failures (no answer) never wait longer than the network cap (5 s): nothing is gained
// by waiting longer, and a user who reconnects must not sit out a minute-long backoff.
import { backoffDelay, networkCap, offlineProbeDelay, type BackoffOptions } from './backoff.ts';
import type { RetryCause } from './classify.ts';

export interface RetryState {
  readonly id: string;
  /** Consecutive failed attempts of this entry (shown to the user). */
  readonly attempts: number;
  /** Of those, answered with 408/429/5xx: the exponent of the server backoff. */
  readonly serverFailures: number;
  /** Consecutive failures with no answer since the last answer or sign of the network. */
  readonly networkFailures: number;
  /** What the last failure was. */
  readonly cause: RetryCause;
  readonly nextAttemptAt: number;
}

export interface RetryContext {
  readonly now: number;
  /** The browser's word on the network (navigator.onLine); a hint, never trusted to stay true. */
  readonly online: boolean;
  readonly random: () => number;
  readonly backoff: BackoffOptions;
  /** A sign of the network arrived while this attempt was in flight: try again at once. */
  readonly networkSignalled: boolean;
}

export function afterFailure(
  previous: RetryState | undefined,
  id: string,
  cause: RetryCause,
  context: RetryContext,
): RetryState {
  const { now, random, backoff } = context;
  const attempts = (previous?.attempts ?? 0) + 1;
  const serverFailures = previous?.serverFailures ?? 0;
  if (cause === 'server') {
    // An answer: the network is fine, only the server's own backoff grows.
    const delay = backoffDelay(serverFailures, random, backoff);
    return {
      id,
      attempts,
      serverFailures: serverFailures + 1,
      networkFailures: 0,
      cause,
      nextAttemptAt: now + delay,
    };
  }
  const networkFailures = context.networkSignalled ? 0 : (previous?.networkFailures ?? 0) + 1;
  const delay = context.networkSignalled
    ? 0
    : context.online
      ? backoffDelay(networkFailures - 1, random, { baseMs: backoff.baseMs, capMs: networkCap(backoff) })
      : offlineProbeDelay(random, backoff);
  return { id, attempts, serverFailures, networkFailures, cause, nextAttemptAt: now + delay };
}

/** A sign the network is back: a network-class wait ends now; a server's backoff stays. */
export function afterNetworkSignal(state: RetryState | undefined, now: number): RetryState | undefined {
  if (!state || state.cause !== 'network') return state;
  return { ...state, networkFailures: 0, nextAttemptAt: Math.min(state.nextAttemptAt, now) };
}
