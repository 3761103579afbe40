// The puller's public types (agreed with the runtime: /tmp/pull-api.md). The puller owns the
// wire protocol and the persistence of one synced collection; the runtime owns scheduling.
import type { PageCollection } from '../../db/store.ts';
import type { QueryInput } from '../query/query-schema.ts';
import type { SyncedCollection } from '../registry/synced-collection.ts';

/** GET relative to the API base (e.g. path '/db/configs'). Resolves for any HTTP answer
 *  (status + parsed JSON body, or null body); rejects only when no answer arrived (network
 *  error, timeout, abort). `signal` aborts the request. */
export type PullHttp = (
  path: string,
  params: URLSearchParams,
  signal?: AbortSignal,
) => Promise<{ status: number; body: unknown }>;

export interface PullDeps<T> {
  readonly spec: SyncedCollection<T>;
  /** The persisted copy: store.pages({ name: spec.name, key: spec.key, version: spec.version,
   *  schema: spec.schema, migrations: spec.migrations, pageSize: spec.pageSize }) */
  readonly pages: PageCollection<T>;
  readonly http: PullHttp;
  /** Called after each batch is persisted (same rows), so the caller updates its in-memory
   *  engine. Keys are strings. */
  readonly onRows: (change: { readonly put: readonly T[]; readonly remove: readonly string[] }) => void;
  /** Epoch ms; default Date.now. */
  readonly now?: () => number;
}

export interface PullResult {
  readonly put: number;
  readonly removed: number;
  /** Server rows that failed spec.schema in this run (skipped, counted). */
  readonly quarantined: number;
  /** True when the pull reached the end of the source. */
  readonly complete: boolean;
}

export type PullErrorKind =
  'network' | 'unauthorized' | 'forbidden' | 'server' | 'client' | 'storage' | 'aborted';

export class PullError extends Error {
  override readonly name = 'PullError';
  readonly status?: number;
  constructor(
    readonly kind: PullErrorKind,
    message: string,
    options: { status?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    if (options.status !== undefined) this.status = options.status;
  }
}

export interface Puller {
  /** Incremental keyset pull from the stored checkpoint (or from scratch), page by page, checkpoint
   *  after each persisted page, re-reading `spec.overlapMs` behind the cursor; then the soft-delete
   *  pull when the spec has one; then trims rows that fell out of `spec.window`. Resumes from the
   *  last checkpoint after a crash. Rejects with PullError. */
  pull(signal?: AbortSignal): Promise<PullResult>;
  /** Id reconciliation: sweeps `select=<key>,<cursor>` over the source (in keyset pages) and
   *  removes local rows the server no longer has, re-fetches rows whose cursor differs.
   *  Rejects with PullError. */
  reconcile(signal?: AbortSignal): Promise<PullResult>;
  /** While the first sync runs: fetches and stores the first window of an open query (see
   *  first-screen.ts). Runs beside pull(), moves no checkpoint. Rejects with PullError. */
  firstScreen?(query: QueryInput, signal?: AbortSignal): Promise<PullResult>;
}
