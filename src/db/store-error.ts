/** Why a store operation failed. */
export type StoreErrorKind =
  /** The browser refused to store more (QuotaExceededError). */
  | 'quota'
  /** The database was closed (deleted by another tab, wiped or closed by the browser). */
  | 'closed'
  /** IndexedDB is missing or refused to open (private mode, disabled storage). */
  | 'unavailable'
  /** A page record was written by a newer app version; this tab should reload. */
  | 'newer-version'
  | 'failed';

/** The only error type the store rejects with. `cause` keeps the original error. */
export class StoreError extends Error {
  override readonly name = 'StoreError';
  constructor(
    readonly kind: StoreErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const namesByKind: ReadonlyArray<[StoreErrorKind, readonly string[]]> = [
  ['quota', ['QuotaExceededError']],
  ['closed', ['DatabaseClosedError', 'InvalidStateError']],
  ['unavailable', ['MissingAPIError', 'OpenFailedError', 'NoSuchDatabaseError']],
];

function errorName(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
    ? error.name
    : undefined;
}

/** Dexie wraps native errors in `inner`; look through the chain for a name we know. */
function namesOf(error: unknown): string[] {
  const names: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth++) {
    const name = errorName(current);
    if (name) names.push(name);
    current = typeof current === 'object' && 'inner' in current ? current.inner : undefined;
  }
  return names;
}

/** Maps whatever IndexedDB/dexie threw to a StoreError. */
export function toStoreError(error: unknown): StoreError {
  if (error instanceof StoreError) return error;
  const names = namesOf(error);
  const match = namesByKind.find(([, known]) => names.some((n) => known.includes(n)));
  const message = error instanceof Error ? error.message : String(error);
  return new StoreError(match?.[0] ?? 'failed', message, { cause: error });
}
