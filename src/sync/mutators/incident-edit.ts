// An incident's field edit: its patch and args, and how it wins against a row that moved under it.
// Field edits are last-write-wins, and the user is told when theirs replaced a newer server value
// (issue #7; value based, so it works against a stock PostgREST):
// - the PATCH only matches while each field still holds the value the user replaced
//   (`status=eq.open`); asked for as a single object, a PATCH that matches nothing is a 406;
// - `recover` (run by the outbox on that refusal, without the user on the page) reads the row: if
//   it already holds the edit (an earlier answer was lost) the edit is delivered; otherwise it is
//   resent, in place, conditioned on the values just read and remembering them as `replaced`
//   (after MAX_CONDITIONAL_ROUNDS it goes unconditionally), so the edit wins;
// - once delivered, `notice` leaves what it replaced for the incident page ("Your change to
//   Status replaced a newer value on the server: Mitigated → Investigating", Undo, Dismiss).
import { z } from 'zod';
import type { Failure } from '../outbox/entry.ts';
import type { Recovery, ServerRead } from '../outbox/mutator.ts';
import { incidentRowSchema } from '../collections/incidents.ts';
import { defined, label, patchSchema, uuid, when } from './mutator-kit.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const incidentFields = () => ({
  title: z.string().trim().min(1).max(500),
  description: z.string(),
  severity: z.string().min(1),
  type: z.string().min(1),
  status: z.string().min(1),
});

/** The fields an incident edit may set (INCIDENT_EDITABLE_FIELDS), at least one. */
export const incidentPatchSchema = patchSchema(() => ({
  ...incidentFields(),
  commander_id: uuid.nullable(),
}));
export type IncidentPatch = z.input<typeof incidentPatchSchema>;

export const SINGLE_OBJECT = 'application/vnd.pgrst.object+json';
/** Rows that keep moving under an edit are overwritten without a condition after this many reads. */
export const MAX_CONDITIONAL_ROUNDS = 3;

export function unchangedFilters(
  patch: Readonly<Record<string, unknown>>,
  previous: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(patch)) {
    if (!(key in previous)) continue;
    const seen = previous[key];
    if (seen === null) out[key] = 'is.null';
    else if (typeof seen === 'string' || typeof seen === 'number' || typeof seen === 'boolean')
      out[key] = `eq.${String(seen)}`;
  }
  return out;
}

const same = (a: unknown, b: unknown): boolean => (a ?? null) === (b ?? null);

/** A newer server value an edit replaced, and when the server took it (the row's `updated_at`). */
const replacedValueSchema = builtOnFirstUse(() =>
  z.object({ theirs: z.unknown(), changed_at: when.nullable() }),
);

/** The notice a delivered edit leaves when it replaced newer server values (parsed by the incident page). */
export const incidentEditNoticeSchema = builtOnFirstUse(() =>
  z.object({
    incident: uuid,
    label: z.string().optional(),
    changes: z
      .array(
        z.object({ field: z.string(), theirs: z.unknown(), mine: z.unknown(), changed_at: when.nullable() }),
      )
      .min(1),
  }),
);
export type IncidentEditNotice = z.infer<typeof incidentEditNoticeSchema>;

export const updateIncidentArgs = builtOnFirstUse(() =>
  z.object({
    id: uuid,
    patch: incidentPatchSchema,
    /** The values the user replaced: the PATCH's condition, and what a discard restores. */
    previous: z.record(z.string(), z.unknown()),
    base_updated_at: when.nullable(),
    label,
    /** Set by `recover`: the server's values the resend is conditioned on. */
    server: z.record(z.string(), z.unknown()).optional(),
    /** Set by `recover`: per field, the newer server value this edit replaces. */
    replaced: z.record(z.string(), replacedValueSchema).optional(),
    /** How many times `recover` has read the row for this edit. */
    rounds: z.number().int().nonnegative().optional(),
  }),
);
type UpdateIncidentArgs = z.infer<typeof updateIncidentArgs>;

/** The PATCH's condition: the fields still hold what the resend read, or what the user replaced. */
export function editConditions(a: UpdateIncidentArgs): Record<string, string> {
  return (a.rounds ?? 0) >= MAX_CONDITIONAL_ROUNDS ? {} : unchangedFilters(a.patch, a.server ?? a.previous);
}

/** What the outbox does when the row moved under the edit (see above). */
export async function recoverIncidentEdit(
  a: UpdateIncidentArgs,
  refusal: Failure,
  read: ServerRead,
): Promise<Recovery | undefined> {
  if (refusal.status !== 406) return undefined;
  const answer = await read('/db/incidents', { id: `eq.${a.id}`, select: '*' });
  const rows = z.array(incidentRowSchema).safeParse(answer.body);
  if (answer.status !== 200 || !rows.success) return undefined;
  const row = rows.data[0];
  if (row === undefined) return { kind: 'fail', message: 'The incident no longer exists on the server' };
  const values: Readonly<Record<string, unknown>> = row;
  const patch: Readonly<Record<string, unknown>> = defined(a.patch);
  const fields = Object.keys(patch);
  if (fields.every((f) => same(values[f], patch[f]))) return { kind: 'delivered', body: row };
  const server: Record<string, unknown> = {};
  const replaced: Record<string, z.infer<typeof replacedValueSchema>> = {};
  for (const f of fields) {
    server[f] = values[f] ?? null;
    // Only a value that moved away from what the user replaced is someone else's newer value.
    if (!same(values[f], patch[f]) && !same(values[f], a.previous[f]))
      replaced[f] = { theirs: values[f] ?? null, changed_at: row.updated_at };
  }
  const { replaced: _stale, ...rest } = a;
  return {
    kind: 'resend',
    args: {
      ...rest,
      server,
      rounds: (a.rounds ?? 0) + 1,
      ...(Object.keys(replaced).length > 0 ? { replaced } : {}),
    },
  };
}

export function incidentEditNotice(a: UpdateIncidentArgs): IncidentEditNotice | undefined {
  const patch: Readonly<Record<string, unknown>> = defined(a.patch);
  const changes = Object.entries(a.replaced ?? {}).map(([field, r]) => ({
    field,
    theirs: r.theirs,
    mine: patch[field] ?? null,
    changed_at: r.changed_at,
  }));
  if (changes.length === 0) return undefined;
  return { incident: a.id, ...(a.label === undefined ? {} : { label: a.label }), changes };
}
