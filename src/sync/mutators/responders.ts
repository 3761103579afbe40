// Responder writes: adding one depends on the incident; removing is a soft delete, as the console does.
import { z } from 'zod';
import { defineMutator } from '../outbox/mutator.ts';
import {
  responderPersonSchema,
  responders,
  responderTeamSchema,
  type ResponderRow,
} from '../collections/responders.ts';
import type { LocalData } from './local-data.ts';
import { createMutator, label, on, pendingWith, uuid, when } from './mutator-kit.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const createResponder = createMutator({
  name: 'responders.create',
  collection: responders,
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      incident_id: uuid,
      type: z.enum(['person', 'system']),
      person_id: uuid.nullable(),
      team_id: uuid.nullable(),
      properties: z.record(z.string(), z.unknown()),
      created_by: uuid,
      created_at: when,
      /** Shown on the optimistic row; not sent. */
      team: responderTeamSchema.nullable().optional(),
      person: responderPersonSchema.nullable().optional(),
      label,
    }),
  ),
  entities: (a) => [`responder:${a.id}`, `incident:${a.incident_id}`],
  describe: (a) => on(`Add responder ${a.person?.name ?? a.team?.name ?? ''}`.trim(), a.label),
  row: ({ label: _label, ...fields }) => ({
    ...fields,
    team: fields.team ?? null,
    person: fields.person ?? null,
    deleted_at: null,
    updated_at: fields.created_at,
  }),
  body: ({ label: _label, team: _team, person: _person, ...body }) => body,
});

/** Responders are soft-deleted (PATCH deleted_at), as the console does. */
export const removeResponder = defineMutator({
  name: 'responders.remove',
  args: builtOnFirstUse(() => z.object({ id: uuid, deleted_at: when, label })),
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
