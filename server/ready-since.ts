/**
 * When the "ready in" time of the start-up line counts from: `npm start` passes its own start
 * (MC_STARTED_AT, epoch ms) so a first run's build is included; otherwise this process's start.
 * A missing, malformed or future value is ignored.
 */
export function readySince(startedAt: string | undefined, now: number): number {
  const at = Number(startedAt);
  return Number.isFinite(at) && at > 0 && at <= now ? at : now;
}
