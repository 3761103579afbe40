/**
 * Backoff settings; defaults are the brief's (1 s base, 60 s cap). `networkCapMs` caps the wait
 * after a network-class failure (no answer at all): that wait is also how often an unreachable
 * server is probed, so a missed "online" signal costs at most this long.
 */
export interface BackoffOptions {
  readonly baseMs: number;
  readonly capMs: number;
  readonly networkCapMs?: number;
}

export const defaultNetworkCapMs = 5_000;

export const defaultBackoff: BackoffOptions = {
  baseMs: 1_000,
  capMs: 60_000,
  networkCapMs: defaultNetworkCapMs,
};

/**
 * "Full jitter" (AWS architecture blog): a uniform delay in [0, min(cap, base·2^attempt)).
 * `attempt` counts failures so far, from 0. Spreads retries of many clients after an outage.
 */
export function backoffDelay(
  attempt: number,
  random: () => number,
  options: BackoffOptions = defaultBackoff,
): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * ceiling);
}

/** The network-class ceiling: never above the server-error cap. */
export function networkCap(options: BackoffOptions): number {
  return Math.min(options.capMs, options.networkCapMs ?? defaultNetworkCapMs);
}

/**
 * While the browser says it is offline: one cheap probe per [cap/2, cap) (jittered, never
 * growing), in case the "online" signal never comes (Chromium fires none in workers).
 */
export function offlineProbeDelay(random: () => number, options: BackoffOptions = defaultBackoff): number {
  const cap = networkCap(options);
  return Math.floor(cap / 2 + (random() * cap) / 2);
}
