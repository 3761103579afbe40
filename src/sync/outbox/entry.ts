import { z } from 'zod';
import type { RowCollectionSpec } from '../../db/store.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

/** Why the server refused a mutation for good (kept so the user can see it). */
export const failureSchema = builtOnFirstUse(() =>
  z.object({
    /** HTTP status; absent when the client refused (unknown mutator, invalid args). */
    status: z.number().int().optional(),
    /** PostgREST error code (e.g. 23503), when given. */
    code: z.string().optional(),
    message: z.string(),
  }),
);
export type Failure = z.infer<typeof failureSchema>;

/** One durable outbox entry. Args are stored as given and re-validated at every delivery. */
export const outboxEntrySchema = builtOnFirstUse(() =>
  z.object({
    /** Client-generated mutation id (UUID v4). */
    id: z.string().min(1),
    /** Order of creation; replay is strictly in `seq` order. */
    seq: z.number().int().nonnegative(),
    name: z.string(),
    args: z.unknown(),
    entities: z.array(z.string()),
    create: z.boolean(),
    /** Epoch milliseconds. */
    createdAt: z.number(),
    status: z.enum(['pending', 'failed']),
    /**
     * Epoch ms of the first attempt that went out, for mutators with `landed` (a POST the server
     * cannot dedupe): from then on an attempt first asks whether an earlier one took effect.
     */
    sentAt: z.number().optional(),
    failure: failureSchema.optional(),
  }),
);
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** Where the outbox lives in the local store. Bump `version` (with a migration) on change. */
export const outboxCollectionSpec: RowCollectionSpec<OutboxEntry> = {
  name: 'outbox',
  key: 'id',
  version: 1,
  schema: outboxEntrySchema,
  indexes: ['status'],
};
