// Agent writes (spec 01-core §4, §7: "PATCH /agents?id=eq.{id} with body properties", "PATCH
// /agents?id=eq.{id} with deleted_at and an optional cleanup flag"). The synced collection reads
// the `agents_summary` view, but writes go to the `agents` table, so the answer (an `agents` row
// without the summary's counts) does not replace the optimistic row: the screen refreshes the
// collection once its write has left the queue. Creating an agent is not a queued write: it is
// `POST /api/agent/generate`, online, because its answer is a one-time access token.
// - Edit sets the properties (last write wins); discard puts the previous ones back.
// - Delete is soft, stamped with the moment the user deleted (`deleted_at`), with `cleanup` when
//   the agent's resources go too; discard puts the row back.
import { z } from 'zod';
import { defineMutator, type MutationRequest } from '../outbox/mutator.ts';
import { agentRowSchema, agents } from '../collections/agents.ts';
import type { LocalData } from './local-data.ts';
import { pendingWith, uuid, when } from './mutator-kit.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

const TABLE = '/db/agents';
const propertiesSchema = builtOnFirstUse(() => z.record(z.string(), z.string()));
const entity = (id: string) => [`agent:${id}`];

export const updateAgent = defineMutator({
  name: 'agents.update',
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      /** The agent's name, for the pending and failed writes list. */
      name: z.string(),
      properties: propertiesSchema,
      /** The properties the user replaced, put back on discard. */
      previous: z.record(z.string(), z.unknown()).nullable(),
      /** The server `updated_at` the user edited. */
      base_updated_at: z.string().nullable(),
    }),
  ),
  entities: (a) => entity(a.id),
  describe: (a) => `Update agent ${a.name}`,
  apply: (local: LocalData, a) => {
    const row = local.get(agents, a.id);
    if (!row) return;
    const pending = pendingWith(row.local_pending, ['properties'], a.base_updated_at);
    local.upsert(agents, [{ ...row, properties: a.properties, local_pending: pending }]);
  },
  revert: (local: LocalData, a) => {
    const row = local.get(agents, a.id);
    if (!row) return;
    const { local_pending: _pending, ...restored } = row;
    local.upsert(agents, [{ ...restored, properties: a.previous }]);
  },
  toRequest: (a): MutationRequest => ({
    method: 'PATCH',
    path: TABLE,
    query: { id: `eq.${a.id}` },
    body: { properties: a.properties },
    prefer: 'return=representation',
  }),
});

export const deleteAgent = defineMutator({
  name: 'agents.delete',
  args: builtOnFirstUse(() =>
    z.object({
      id: uuid,
      deleted_at: when,
      /** Delete the agent's resources too (the first question of the delete flow). */
      cleanup: z.boolean(),
      /** The row as it was, put back on discard. */
      removed: agentRowSchema,
    }),
  ),
  entities: (a) => entity(a.id),
  describe: (a) => `Delete agent ${a.removed.name}`,
  apply: (local: LocalData, a) => local.remove(agents, [a.id]),
  revert: (local: LocalData, a) => {
    const { local_pending: _pending, ...row } = a.removed;
    local.upsert(agents, [row]);
  },
  toRequest: (a): MutationRequest => ({
    method: 'PATCH',
    path: TABLE,
    query: { id: `eq.${a.id}` },
    body: a.cleanup ? { deleted_at: a.deleted_at, cleanup: true } : { deleted_at: a.deleted_at },
    prefer: 'return=representation',
  }),
});

/** The names of the agent writes, for the screen that watches them leave the queue. */
export const AGENT_WRITES: readonly string[] = [updateAgent.name, deleteAgent.name];
