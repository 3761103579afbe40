// Playbook writes (spec 02-areas §2.11, §7.4: POST /playbooks with the title as name and
// created_by; PATCH /playbooks?id=eq.{id} with source, title, spec, category, description, icon;
// soft delete by setting deleted_at) and a run queued while offline (POST /api/playbook/run).
// - A playbook is created with a client UUID (a re-sent create is a duplicate key: delivered).
// - A queued run has no optimistic row: the run's id is the server's, so the screens lay the
//   queued write (found by its entities) over the synced runs until the outbox lets go of it.
//   It expires ten minutes after it was queued and is then never sent (decision 0017). The API
//   takes no client key, so a retry after a lost answer first looks for the run (queued-run-landed.ts).
import { z } from 'zod';
import { defineMutator, type MutationRequest } from '../outbox/mutator.ts';
import { playbookRowSchema, playbooks } from '../collections/playbooks.ts';
import type { LocalData } from './local-data.ts';
import { findLandedRun } from './queued-run-landed.ts';
import { createMutator, patchMutator, uuid, when } from './mutator-kit.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const spec = z.record(z.string(), z.unknown());
const text = z.string().nullable();
const entity = (id: string) => [`playbook:${id}`];

export const createPlaybook = createMutator({
  name: 'playbooks.create',
  collection: playbooks,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      title: z.string().trim().min(1),
      spec,
      category: z.string(),
      description: text,
      icon: text,
      created_by: uuid,
      created_at: when,
    }),
  ),
  entities: (a) => entity(a.id),
  describe: (a) => `Add playbook ${a.title}`,
  row: (a) => ({
    ...a,
    name: a.title,
    namespace: 'default',
    source: 'UI',
    updated_at: a.created_at,
    deleted_at: null,
  }),
  body: (a) => ({ ...a, name: a.title, source: 'UI' }),
});

const playbookPatch = builtOnFirstUse(() =>
  z
    .object({ title: z.string().trim().min(1), spec, category: z.string(), description: text, icon: text })
    .partial()
    .refine((p) => Object.keys(p).length > 0, 'nothing to change'),
);

export const updatePlaybook = patchMutator({
  name: 'playbooks.update',
  collection: playbooks,
  patch: playbookPatch,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      patch: playbookPatch,
      /** The values the edit replaced, put back on discard. */
      previous: z.record(z.string(), z.unknown()),
      base_updated_at: z.string().nullable(),
      label: z.string(),
    }),
  ),
  entities: (a) => entity(a.id),
  describe: (a) => `Update playbook ${a.label}`,
  base: (a) => a.base_updated_at,
  restore: (a) => a.previous,
});

export const deletePlaybook = defineMutator({
  name: 'playbooks.delete',
  args: builtOnFirstUse(() => z.object({ id: uuid, deleted_at: when, removed: playbookRowSchema })),
  entities: (a) => entity(a.id),
  describe: (a) => `Delete playbook ${a.removed.title}`,
  apply: (local: LocalData, a) => local.remove(playbooks, [a.id]),
  revert: (local: LocalData, a) => {
    const { local_pending: _pending, ...row } = a.removed;
    local.upsert(playbooks, [row]);
  },
  toRequest: (a): MutationRequest => ({
    method: 'PATCH',
    path: playbooks.source.path,
    query: { id: `eq.${a.id}` },
    body: { deleted_at: a.deleted_at },
    prefer: 'return=representation',
  }),
});

/** How long a run queued offline may wait for the connection before it expires (decision 0017). */
export const QUEUED_RUN_EXPIRY_MS = 10 * 60_000;

const RUN_ENTITY = 'playbook_run:';

export const queueRun = defineMutator({
  name: 'playbook_runs.run',
  args: builtOnFirstUse(() =>
    z.object({
      /** A client id naming the queued run until the server gives it its own. */
      id: uuid,
      playbook_id: uuid,
      config_id: uuid.optional(),
      component_id: uuid.optional(),
      check_id: uuid.optional(),
      params: z.record(z.string(), z.unknown()),
      /** When the user confirmed the run (ISO); it expires QUEUED_RUN_EXPIRY_MS later. */
      queued_at: when,
      /** The playbook's title and the resource, for the pending writes screen. */
      label: z.string(),
      /** Who queued it: narrows the look for a run that landed but whose answer was lost. */
      created_by: uuid.optional(),
    }),
  ),
  // The run's own id, and the playbook's under it: unique to this run, so a failed or expired
  // run blocks no other write, while a screen can still tell which playbook it runs.
  entities: (a) => [`${RUN_ENTITY}${a.id}`, `${RUN_ENTITY}${a.id}:playbook:${a.playbook_id}`],
  describe: (a) => `Run ${a.label}`,
  apply: () => undefined,
  expiresAt: (a) => Date.parse(a.queued_at) + QUEUED_RUN_EXPIRY_MS,
  // The API takes no client key: a retry after a lost answer first looks for the run it made.
  landed: (a, read, sentAt) => findLandedRun(a, read, sentAt),
  // The run leaves the pending writes when delivered: it must show in the runs list then.
  pulls: ['playbook_runs'],
  toRequest: (a): MutationRequest => ({
    method: 'POST',
    path: '/playbook/run',
    body: {
      id: a.playbook_id,
      ...(a.config_id === undefined ? {} : { config_id: a.config_id }),
      ...(a.component_id === undefined ? {} : { component_id: a.component_id }),
      ...(a.check_id === undefined ? {} : { check_id: a.check_id }),
      params: a.params,
    },
  }),
});

/** A queued run's client id and playbook, read back from its outbox entry's entities. */
export function queuedRunOf(
  entities: readonly string[] | undefined,
): { id: string; playbookId: string } | undefined {
  for (const e of entities ?? []) {
    const m = /^playbook_run:([^:]+):playbook:(.+)$/.exec(e);
    if (m?.[1] !== undefined && m[2] !== undefined) return { id: m[1], playbookId: m[2] };
  }
  return undefined;
}
