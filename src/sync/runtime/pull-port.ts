// The puller as the runtime sees it (agreed interface with src/sync/pull, see its index.ts). The
// runtime takes a `createPuller` factory so tests can inject a fake and the worker the real one.
import type { PageCollection } from '../../db/store.ts';
import type { QueryInput } from '../query/query-schema.ts';
import type { SyncedCollection } from '../registry/synced-collection.ts';

export type PullHttp = (
  path: string,
  params: URLSearchParams,
  signal?: AbortSignal,
) => Promise<{ status: number; body: unknown }>;

export interface PullResult {
  readonly put: number;
  readonly removed: number;
  readonly quarantined: number;
  readonly complete: boolean;
}

export interface Puller {
  pull(signal?: AbortSignal): Promise<PullResult>;
  reconcile(signal?: AbortSignal): Promise<PullResult>;
  /** The first window of an open query, while the first sync runs (optional: fakes may skip it). */
  firstScreen?(query: QueryInput, signal?: AbortSignal): Promise<PullResult>;
}

export interface PullDeps<T> {
  readonly spec: SyncedCollection<T>;
  readonly pages: PageCollection<T>;
  readonly http: PullHttp;
  readonly onRows: (change: { readonly put: readonly T[]; readonly remove: readonly string[] }) => void;
  readonly now?: () => number;
}

export type CreatePuller = <T>(deps: PullDeps<T>) => Puller;

export type PullFailureKind =
  'network' | 'unauthorized' | 'forbidden' | 'server' | 'client' | 'storage' | 'aborted' | 'unknown';

/** Reads a PullError's kind without depending on its class (the puller may be a fake). */
export function pullFailureKind(error: unknown): PullFailureKind {
  if (typeof error === 'object' && error !== null && 'kind' in error && typeof error.kind === 'string') {
    const kind = error.kind;
    if (['network', 'unauthorized', 'forbidden', 'server', 'client', 'storage', 'aborted'].includes(kind))
      return kind as PullFailureKind;
  }
  return 'unknown';
}
