// Whether a queued playbook run already reached the server (issue #23: delivered exactly once).
// POST /api/playbook/run takes no client key: every POST is a new run, so a run whose answer was
// lost on a failing connection would run twice if simply sent again. The outbox asks this before
// every attempt after the first that went out (`landed`, src/sync/outbox/CONTRACT.md).
//
// A run is ours when it is of the same playbook, on the same resource, made by the same user, with
// every parameter we sent at the value we sent (the server adds defaults), and created no earlier
// than CLOCK_SLACK_MS before our first attempt (created_at is the server's clock, sentAt ours).
import { z } from 'zod';
import type { ServerRead } from '../outbox/mutator.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

/** How far the server's clock may run behind ours before a landed run is missed. */
export const CLOCK_SLACK_MS = 2 * 60_000;

export interface QueuedRunArgs {
  readonly playbook_id: string;
  readonly config_id?: string | undefined;
  readonly component_id?: string | undefined;
  readonly check_id?: string | undefined;
  readonly params: Readonly<Record<string, unknown>>;
  readonly created_by?: string | undefined;
}

const landedRows = builtOnFirstUse(() =>
  z.array(z.object({ id: z.string(), parameters: z.record(z.string(), z.unknown()).nullable() })),
);

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** Every parameter sent is on the run at the value sent. */
function sameParams(
  sent: Readonly<Record<string, unknown>>,
  stored: Record<string, unknown> | null,
): boolean {
  return Object.entries(sent).every(
    ([k, v]) => stored !== null && k in stored && asText(stored[k]) === asText(v),
  );
}

/** The run the server made of an earlier attempt, as POST /playbook/run answers it; or undefined. */
export async function findLandedRun(
  args: QueuedRunArgs,
  read: ServerRead,
  sentAt: number,
): Promise<{ body: { run_id: string } } | undefined> {
  const eqOrNull = (v: string | undefined) => (v === undefined ? 'is.null' : `eq.${v}`);
  const answer = await read('/db/playbook_runs', {
    select: 'id,parameters',
    playbook_id: `eq.${args.playbook_id}`,
    config_id: eqOrNull(args.config_id),
    component_id: eqOrNull(args.component_id),
    check_id: eqOrNull(args.check_id),
    ...(args.created_by === undefined ? {} : { created_by: `eq.${args.created_by}` }),
    created_at: `gte.${new Date(sentAt - CLOCK_SLACK_MS).toISOString()}`,
    order: 'created_at.asc',
    limit: '50',
  });
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`the server answered ${answer.status} when asked for the runs`);
  const run = landedRows.parse(answer.body).find((r) => sameParams(args.params, r.parameters));
  return run === undefined ? undefined : { body: { run_id: run.id } };
}
