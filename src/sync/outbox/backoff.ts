/** Exponential backoff settings; defaults are the brief's (1 s base, 60 s cap). */
export interface BackoffOptions {
  readonly baseMs: number;
  readonly capMs: number;
}

export const defaultBackoff: BackoffOptions = { baseMs: 1_000, capMs: 60_000 };

/**
 * "Full jitter" (AWS architecture blog): a uniform delay in [0, min(cap, base·2^attempt)).
 * `attempt` counts failures so far, from 0. Spreads retries of many clients after an outage.
 */
export function backoffDelay(attempt: number, random: () => number, options: BackoffOptions = defaultBackoff): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** Math.min(attempt, 30));
  return Math.floor(random() * ceiling);
}
