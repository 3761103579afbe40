// Incident writes (spec 02-areas §4, api-contract.md §3.4) as named outbox mutations.
// - Creates carry the row's client UUID (a re-sent create is a duplicate key = delivered) and
//   their `created_at`, so work done offline keeps its time and order.
// - Entities chain dependent writes: a hypothesis depends on its parent (or, for a root, on the
//   incident), comments and evidence on their hypothesis; a failed write blocks what depends on it.
// - Field edits (incident, hypothesis) are PATCHes, last write wins; an incident edit that
//   replaced a newer server value leaves a notice saying so (see updateIncident).
// - Optimistic rows carry `local_pending`; server rows do not, so delivery or a pull clears it.
import { z } from 'zod';
import type { Failure } from '../outbox/entry.ts';
import { defineMutator, type Recovery, type ServerRead } from '../outbox/mutator.ts';
import { commentRowSchema, comments, personRefSchema, type CommentRow } from '../collections/comments.ts';
import { evidenceRowSchema, evidences, type EvidenceRow } from '../collections/evidences.ts';
import { hypotheses, hypothesisRowSchema, type HypothesisRow } from '../collections/hypotheses.ts';
import {
  incidentRowSchema,
  incidents,
  type IncidentRow,
  type LocalPending,
} from '../collections/incidents.ts';
import {
  responderPersonSchema,
  responders,
  responderTeamSchema,
  type ResponderRow,
} from '../collections/responders.ts';
import type { LocalData } from './local-data.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const uuid = z.string().uuid();
const when = z.string().min(1);
/** Display text for the pending/failed writes screen (the incident's INC id or title). */
const label = z.string().optional();

const CREATED: LocalPending = { fields: ['*'], base_updated_at: null };

function pendingWith(
  current: LocalPending | undefined,
  fields: readonly string[],
  base: string | null,
): LocalPending {
  if (current === undefined) return { fields: [...fields], base_updated_at: base };
  const merged = [...new Set([...current.fields, ...fields])];
  // Keep the oldest base: the conflict question is "did the server move since the user first saw it".
  const keep =
    current.base_updated_at === null || base === null
      ? (current.base_updated_at ?? base)
      : current.base_updated_at < base
        ? current.base_updated_at
        : base;
  return { fields: merged, base_updated_at: current.fields.includes('*') ? null : keep };
}

/** The set keys of a partial patch (zod's partial output spells absent keys as `undefined`). */
function defined<T extends object>(patch: T | undefined): { [K in keyof T]?: Exclude<T[K], undefined> } {
  const out: { [K in keyof T]?: Exclude<T[K], undefined> } = {};
  if (patch === undefined) return out;
  for (const key of Object.keys(patch) as (keyof T)[]) {
    const value = patch[key];
    if (value !== undefined) out[key] = value as Exclude<T[keyof T], undefined>;
  }
  return out;
}

const on = (what: string, l: string | undefined) => (l === undefined || l === '' ? what : `${what} on ${l}`);

// ------------------------------------------------------------------------------------ incidents
const incidentFields = {
  title: z.string().trim().min(1).max(500),
  description: z.string(),
  severity: z.string().min(1),
  type: z.string().min(1),
  status: z.string().min(1),
};

export const createIncident = defineMutator({
  name: 'incidents.create',
  args: z.object({
    id: uuid,
    ...incidentFields,
    created_by: uuid,
    commander_id: uuid.nullable(),
    communicator_id: uuid.nullable(),
    created_at: when,
  }),
  create: true,
  entities: (a) => [`incident:${a.id}`],
  describe: (a) => `Create incident "${a.title}"`,
  apply: (local: LocalData, a) => {
    const existing = local.get(incidents, a.id);
    if (existing && existing.local_pending === undefined) return;
    const row: IncidentRow = {
      ...a,
      incident_id: existing?.incident_id ?? null,
      updated_at: a.created_at,
      local_pending: CREATED,
    };
    local.upsert(incidents, [row]);
  },
  revert: (local: LocalData, a) => local.remove(incidents, [a.id]),
  toRequest: (a) => ({
    method: 'POST',
    path: '/db/incidents',
    query: { select: '*' },
    body: a,
    prefer: 'return=representation',
  }),
});

const incidentPatchSchema = builtOnFirstUse(() =>
  z
    .object({
      title: incidentFields.title,
      severity: incidentFields.severity,
      type: incidentFields.type,
      status: incidentFields.status,
      description: incidentFields.description,
      commander_id: uuid.nullable(),
    })
    .partial()
    .refine((p) => Object.keys(p).length > 0, 'nothing to change'),
);

/**
 * Field edits are last-write-wins, and the user is told when theirs replaced a newer server value
 * (issue #7; value based, so it works against a stock PostgREST):
 * - the PATCH only matches while each field still holds the value the user replaced
 *   (`status=eq.open`); asked for as a single object, a PATCH that matches nothing is a 406;
 * - `recover` (run by the outbox on that refusal, without the user on the page) reads the row: if
 *   it already holds the edit (an earlier answer was lost) the edit is delivered; otherwise it is
 *   resent, in place, conditioned on the values just read and remembering them as `replaced`
 *   (after MAX_CONDITIONAL_ROUNDS it goes unconditionally), so the edit wins;
 * - once delivered, `notice` leaves what it replaced for the incident page ("Your change to
 *   Status replaced a newer value on the server: Mitigated → Investigating", Undo, Dismiss).
 */
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

const updateIncidentArgs = builtOnFirstUse(() =>
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

export const updateIncident = defineMutator({
  name: 'incidents.update',
  args: updateIncidentArgs,
  entities: (a) => [`incident:${a.id}`],
  describe: (a) => on(`Change ${Object.keys(a.patch).join(', ')}`, a.label),
  apply: (local: LocalData, a) => {
    const row = local.get(incidents, a.id);
    if (!row) return;
    local.upsert(incidents, [
      {
        ...row,
        ...defined(a.patch),
        local_pending: pendingWith(row.local_pending, Object.keys(a.patch), a.base_updated_at),
      },
    ]);
  },
  revert: (local: LocalData, a) => {
    const row = local.get(incidents, a.id);
    if (!row) return;
    // What the server held when last read wins over the (possibly stale) value the user replaced.
    const restored: IncidentRow = {
      ...row,
      ...defined(incidentPatchSchema.safeParse({ ...a.previous, ...a.server }).data),
    };
    delete restored.local_pending;
    local.upsert(incidents, [restored]);
  },
  toRequest: (a) => ({
    method: 'PATCH',
    path: '/db/incidents',
    query: {
      id: `eq.${a.id}`,
      ...((a.rounds ?? 0) >= MAX_CONDITIONAL_ROUNDS ? {} : unchangedFilters(a.patch, a.server ?? a.previous)),
      select: '*',
    },
    body: a.patch,
    prefer: 'return=representation',
    accept: SINGLE_OBJECT,
  }),
  recover: recoverIncidentEdit,
  notice: incidentEditNotice,
});

// ----------------------------------------------------------------------------------- hypotheses
export const createHypothesis = defineMutator({
  name: 'hypotheses.create',
  args: z.object({
    id: uuid,
    incident_id: uuid,
    parent_id: uuid.nullable(),
    type: z.enum(['root', 'factor', 'solution']),
    title: z.string(),
    status: z.string().min(1),
    created_by: uuid,
    created_at: when,
    label,
  }),
  create: true,
  entities: (a) => [
    `hypothesis:${a.id}`,
    a.parent_id === null ? `incident:${a.incident_id}` : `hypothesis:${a.parent_id}`,
  ],
  describe: (a) => on(`Add ${a.type} hypothesis "${a.title}"`, a.label),
  apply: (local: LocalData, a) => {
    const existing = local.get(hypotheses, a.id);
    if (existing && existing.local_pending === undefined) return;
    const { label: _label, ...fields } = a;
    local.upsert(hypotheses, [{ ...fields, updated_at: a.created_at, local_pending: CREATED }]);
  },
  revert: (local: LocalData, a) => local.remove(hypotheses, [a.id]),
  toRequest: ({ label: _label, ...body }) => ({
    method: 'POST',
    path: '/db/hypotheses',
    query: { select: '*' },
    body,
    prefer: 'return=representation',
  }),
});

const hypothesisPatchSchema = builtOnFirstUse(() =>
  z
    .object({ title: z.string(), status: z.string().min(1) })
    .partial()
    .refine((p) => Object.keys(p).length > 0, 'nothing to change'),
);

export const updateHypothesis = defineMutator({
  name: 'hypotheses.update',
  args: z.object({
    id: uuid,
    patch: hypothesisPatchSchema,
    previous: z.record(z.string(), z.unknown()),
    base_updated_at: when.nullable(),
    label,
  }),
  entities: (a) => [`hypothesis:${a.id}`],
  describe: (a) => on(`Change hypothesis ${Object.keys(a.patch).join(', ')}`, a.label),
  apply: (local: LocalData, a) => {
    const row = local.get(hypotheses, a.id);
    if (!row) return;
    local.upsert(hypotheses, [
      {
        ...row,
        ...defined(a.patch),
        local_pending: pendingWith(row.local_pending, Object.keys(a.patch), a.base_updated_at),
      },
    ]);
  },
  revert: (local: LocalData, a) => {
    const row = local.get(hypotheses, a.id);
    if (!row) return;
    const restored: HypothesisRow = { ...row, ...defined(hypothesisPatchSchema.safeParse(a.previous).data) };
    delete restored.local_pending;
    local.upsert(hypotheses, [restored]);
  },
  toRequest: (a) => ({
    method: 'PATCH',
    path: '/db/hypotheses',
    query: { id: `eq.${a.id}`, select: '*' },
    body: a.patch,
    prefer: 'return=representation',
  }),
});

/**
 * Deleting a hypothesis is three requests in this order, as the console makes them: its comments,
 * its evidence, then the hypothesis (api-contract §3.4). Each carries what it removes, for discard.
 */
export const deleteHypothesisPart = defineMutator({
  name: 'hypotheses.delete',
  args: z.object({
    hypothesis_id: uuid,
    part: z.enum(['comments', 'evidences', 'hypothesis']),
    removed: z.object({
      hypotheses: z.array(hypothesisRowSchema).default([]),
      comments: z.array(commentRowSchema).default([]),
      evidences: z.array(evidenceRowSchema).default([]),
    }),
    label,
  }),
  entities: (a) => [`hypothesis:${a.hypothesis_id}`],
  describe: (a) =>
    on(
      a.part === 'hypothesis'
        ? 'Delete hypothesis'
        : `Delete the hypothesis's ${a.part === 'comments' ? 'comments' : 'evidence'}`,
      a.label,
    ),
  apply: (local: LocalData, a) => {
    local.remove(
      comments,
      a.removed.comments.map((r) => r.id),
    );
    local.remove(
      evidences,
      a.removed.evidences.map((r) => r.id),
    );
    local.remove(
      hypotheses,
      a.removed.hypotheses.map((r) => r.id),
    );
  },
  revert: (local: LocalData, a) => {
    local.upsert(hypotheses, a.removed.hypotheses);
    local.upsert(comments, a.removed.comments);
    local.upsert(evidences, a.removed.evidences);
  },
  toRequest: (a) =>
    a.part === 'hypothesis'
      ? { method: 'DELETE', path: '/db/hypotheses', query: { id: `eq.${a.hypothesis_id}` } }
      : { method: 'DELETE', path: `/db/${a.part}`, query: { hypothesis_id: `eq.${a.hypothesis_id}` } },
});

// ------------------------------------------------------------------------------------- comments
export const createComment = defineMutator({
  name: 'comments.create',
  args: z.object({
    id: uuid,
    incident_id: uuid,
    hypothesis_id: uuid,
    comment: z.string().trim().min(1),
    created_by: uuid,
    created_at: when,
    /** Shown on the optimistic row; not sent. */
    author: personRefSchema.optional(),
    label,
  }),
  create: true,
  entities: (a) => [`comment:${a.id}`, `hypothesis:${a.hypothesis_id}`],
  describe: (a) => on('Comment', a.label),
  apply: (local: LocalData, a) => {
    const existing = local.get(comments, a.id);
    if (existing && existing.local_pending === undefined) return;
    const { label: _label, author, ...fields } = a;
    const row: CommentRow = {
      ...fields,
      author: author ?? null,
      updated_at: a.created_at,
      local_pending: CREATED,
    };
    local.upsert(comments, [row]);
  },
  revert: (local: LocalData, a) => local.remove(comments, [a.id]),
  toRequest: ({ label: _label, author: _author, ...body }) => ({
    method: 'POST',
    path: '/db/comments',
    query: { select: comments.source.select },
    body,
    prefer: 'return=representation',
  }),
});

// ------------------------------------------------------------------------------------ evidences
const evidenceBody = {
  hypothesis_id: uuid,
  type: z.string().min(1),
  description: z.string(),
  evidence: z.unknown().optional(),
  properties: z.unknown().optional(),
  config_id: uuid.nullable().optional(),
  config_change_id: uuid.nullable().optional(),
  config_analysis_id: uuid.nullable().optional(),
  component_id: uuid.nullable().optional(),
  check_id: uuid.nullable().optional(),
  definition_of_done: z.boolean().optional(),
  done: z.boolean().optional(),
  script: z.string().nullable().optional(),
};

export const createEvidence = defineMutator({
  name: 'evidences.create',
  args: z.object({
    id: uuid,
    ...evidenceBody,
    incident_id: uuid,
    created_by: uuid,
    created_at: when,
    author: personRefSchema.optional(),
    label,
  }),
  create: true,
  entities: (a) => [`evidence:${a.id}`, `hypothesis:${a.hypothesis_id}`],
  describe: (a) =>
    on(a.definition_of_done === true ? 'Add to definition of done' : `Add ${a.type} evidence`, a.label),
  apply: (local: LocalData, a) => {
    const existing = local.get(evidences, a.id);
    if (existing && existing.local_pending === undefined) return;
    const { label: _label, author, ...fields } = a;
    const row: EvidenceRow = {
      ...fields,
      author: author ?? null,
      updated_at: a.created_at,
      local_pending: CREATED,
    };
    local.upsert(evidences, [row]);
  },
  revert: (local: LocalData, a) => local.remove(evidences, [a.id]),
  toRequest: ({ label: _label, author: _author, incident_id: _incident, ...body }) => ({
    method: 'POST',
    path: '/db/evidences',
    query: { select: evidences.source.select },
    body,
    prefer: 'return=representation',
  }),
});

const evidencePatchSchema = builtOnFirstUse(() =>
  z
    .object({
      definition_of_done: z.boolean(),
      done: z.boolean(),
      script: z.string().nullable(),
      description: z.string(),
      evidence: z.unknown(),
    })
    .partial()
    .refine((p) => Object.keys(p).length > 0, 'nothing to change'),
);

export const updateEvidence = defineMutator({
  name: 'evidences.update',
  args: z.object({
    id: uuid,
    patch: evidencePatchSchema,
    previous: z.record(z.string(), z.unknown()),
    label,
  }),
  entities: (a) => [`evidence:${a.id}`],
  describe: (a) =>
    on(
      a.patch.definition_of_done === false
        ? 'Remove from definition of done'
        : a.patch.definition_of_done === true
          ? 'Add to definition of done'
          : a.patch.done !== undefined
            ? a.patch.done
              ? 'Mark as resolved'
              : 'Mark as not resolved'
            : 'Edit evidence',
      a.label,
    ),
  apply: (local: LocalData, a) => {
    const row = local.get(evidences, a.id);
    if (!row) return;
    local.upsert(evidences, [
      {
        ...row,
        ...defined(a.patch),
        local_pending: pendingWith(row.local_pending, Object.keys(a.patch), null),
      },
    ]);
  },
  revert: (local: LocalData, a) => {
    const row = local.get(evidences, a.id);
    if (!row) return;
    const restored: EvidenceRow = { ...row, ...defined(evidencePatchSchema.safeParse(a.previous).data) };
    delete restored.local_pending;
    local.upsert(evidences, [restored]);
  },
  toRequest: (a) => ({
    method: 'PATCH',
    path: '/db/evidences',
    query: { id: `eq.${a.id}`, select: evidences.source.select },
    body: a.patch,
    prefer: 'return=representation',
  }),
});

export const deleteEvidence = defineMutator({
  name: 'evidences.delete',
  args: z.object({ id: uuid, removed: evidenceRowSchema, label }),
  entities: (a) => [`evidence:${a.id}`],
  describe: (a) => on('Delete evidence', a.label),
  apply: (local: LocalData, a) => local.remove(evidences, [a.id]),
  revert: (local: LocalData, a) => local.upsert(evidences, [a.removed]),
  toRequest: (a) => ({ method: 'DELETE', path: '/db/evidences', query: { id: `eq.${a.id}` } }),
});

// ----------------------------------------------------------------------------------- responders
export const createResponder = defineMutator({
  name: 'responders.create',
  args: z.object({
    id: uuid,
    incident_id: uuid,
    type: z.enum(['person', 'system']),
    person_id: uuid.nullable(),
    team_id: uuid.nullable(),
    properties: z.record(z.string(), z.unknown()),
    created_by: uuid,
    created_at: when,
    team: responderTeamSchema.nullable().optional(),
    person: responderPersonSchema.nullable().optional(),
    label,
  }),
  create: true,
  entities: (a) => [`responder:${a.id}`, `incident:${a.incident_id}`],
  describe: (a) => on(`Add responder ${a.person?.name ?? a.team?.name ?? ''}`.trim(), a.label),
  apply: (local: LocalData, a) => {
    const existing = local.get(responders, a.id);
    if (existing && existing.local_pending === undefined) return;
    const { label: _label, ...fields } = a;
    const row: ResponderRow = {
      ...fields,
      team: a.team ?? null,
      person: a.person ?? null,
      deleted_at: null,
      updated_at: a.created_at,
      local_pending: CREATED,
    };
    local.upsert(responders, [row]);
  },
  revert: (local: LocalData, a) => local.remove(responders, [a.id]),
  toRequest: ({ label: _label, team: _team, person: _person, ...body }) => ({
    method: 'POST',
    path: '/db/responders',
    query: { select: responders.source.select },
    body,
    prefer: 'return=representation',
  }),
});

/** Responders are soft-deleted (PATCH deleted_at), as the console does. */
export const removeResponder = defineMutator({
  name: 'responders.remove',
  args: z.object({ id: uuid, deleted_at: when, label }),
  entities: (a) => [`responder:${a.id}`],
  describe: (a) => on('Remove responder', a.label),
  apply: (local: LocalData, a) => {
    const row = local.get(responders, a.id);
    if (row)
      local.upsert(responders, [
        {
          ...row,
          deleted_at: a.deleted_at,
          local_pending: pendingWith(row.local_pending, ['deleted_at'], null),
        },
      ]);
  },
  revert: (local: LocalData, a) => {
    const row = local.get(responders, a.id);
    if (!row) return;
    const restored: ResponderRow = { ...row, deleted_at: null };
    delete restored.local_pending;
    local.upsert(responders, [restored]);
  },
  toRequest: (a) => ({
    method: 'PATCH',
    path: '/db/responders',
    query: { id: `eq.${a.id}`, select: responders.source.select },
    body: { deleted_at: a.deleted_at },
    prefer: 'return=representation',
  }),
});

export const incidentMutators = [
  createIncident,
  updateIncident,
  createHypothesis,
  updateHypothesis,
  deleteHypothesisPart,
  createComment,
  createEvidence,
  updateEvidence,
  deleteEvidence,
  createResponder,
  removeResponder,
] as const;
