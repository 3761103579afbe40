// What the sync worker reports to the UI, as zod schemas (the worker boundary is parsed) with the
// types derived. The worker's command surface is `SyncWorkerApi` below, reached through comlink.
import { z } from 'zod';
import { failureSchema } from '../outbox/entry.ts';
import { outboxNoticeSchema } from '../outbox/notice-log.ts';
import type { QueryInput } from '../query/query-schema.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

/** One synced collection's state, for freshness lines ("synced 2 min ago") and the status menu. */
export const collectionStatusSchema = builtOnFirstUse(() =>
  z.object({
    name: z.string(),
    label: z.string(),
    /** Rows held locally (after window trimming). */
    rows: z.number().int().nonnegative(),
    /** Epoch ms of the last pull that reached the end of the source, or null if never. */
    lastSyncedAt: z.number().nullable(),
    /** True while a pull of this collection runs. */
    syncing: z.boolean(),
    /** True once a first full pull has completed (before that the local copy is partial). */
    complete: z.boolean(),
    /** Server rows that failed the schema (quarantined, not shown). */
    quarantined: z.number().int().nonnegative(),
    /** The last pull's error, in words, or null. */
    error: z.string().nullable(),
  }),
);
export type CollectionStatus = z.infer<typeof collectionStatusSchema>;

/** One outbox entry as the UI lists it (pending and failed writes screen). */
export const outboxItemSchema = builtOnFirstUse(() =>
  z.object({
    id: z.string(),
    seq: z.number(),
    name: z.string(),
    /** Short human description from the mutator ("Comment on INC-12"), or the name. */
    summary: z.string(),
    createdAt: z.number(),
    /** What the write touches (`playbook_run:<id>`), so a screen can find its own queued writes. */
    entities: z.array(z.string()).optional(),
    status: z.enum(['pending', 'sending', 'blocked', 'failed']),
    failure: failureSchema.optional(),
  }),
);
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const syncStatusSchema = builtOnFirstUse(() =>
  z.object({
    /** The browser believes it is online and the last request reached the server. */
    online: z.boolean(),
    /** This tab's worker is the one that talks to the network. */
    leader: z.boolean(),
    /** `unauthorized`: the session expired; the outbox is paused until sign-in. */
    phase: z.enum(['starting', 'idle', 'syncing', 'offline', 'unauthorized', 'error']),
    collections: z.record(z.string(), collectionStatusSchema),
    outbox: z.object({
      pending: z.number().int().nonnegative(),
      failed: z.number().int().nonnegative(),
      paused: z.boolean(),
      items: z.array(outboxItemSchema),
      /** What delivered writes left for the user to read (e.g. an edit replaced a newer value), until dismissed. */
      notices: z.array(outboxNoticeSchema).optional(),
    }),
    storage: z.object({
      /** Result of navigator.storage.persist(), null before asked or where unsupported. */
      persisted: z.boolean().nullable(),
      /** quota: the disk is full; wiped: the browser removed the local data (resyncing);
       * unavailable: IndexedDB cannot be opened (private mode): the app works online only. */
      problem: z.enum(['quota', 'wiped', 'unavailable']).nullable(),
    }),
  }),
);
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** What the UI tells the worker when it starts (after whoami). */
export const syncInitSchema = builtOnFirstUse(() =>
  z.object({
    /** Absolute API base, e.g. `https://host/api`. */
    apiBase: z.string().url(),
    namespace: z.object({ backendUrl: z.string(), organization: z.string(), userId: z.string() }),
  }),
);
export type SyncInit = z.infer<typeof syncInitSchema>;

/** A query from the page: its shape is checked by the engine (query-schema.ts) when it runs. */
export const queryInputSchema = builtOnFirstUse(() =>
  z.custom<QueryInput>((value) => typeof value === 'object' && value !== null, 'expected a query object'),
);

/** A query a screen is about to open, announced before its code has loaded (expectQueries). */
export const expectedQuerySchema = builtOnFirstUse(() =>
  z.object({ collection: z.string(), query: queryInputSchema }),
);
export type ExpectedQuery = z.infer<typeof expectedQuerySchema>;
