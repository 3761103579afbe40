// The local store's public contract. Two implementations pass one conformance suite
// (store.conformance.ts): IndexedDB through dexie (dexie-store.ts) and memory (memory-store.ts).
// See CONTRACT.md for the rules in prose.
import type { z } from 'zod';
import type { StoreError } from './store-error.ts';

/** A JSON value, as stored for checkpoints (sync cursors). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Primary key of a row: a string (usually a UUID) or a number. */
export type Key = string | number;

/** Who the data belongs to: one store (one IndexedDB database) per namespace. */
export interface StoreNamespace {
  readonly backendUrl: string;
  readonly organization: string;
  readonly userId: string;
}

/**
 * The schema history of a collection. Every stored record carries the `version` it was written
 * with; reading passes it through `migrations[v]` (v → v+1) step by step up to `version`, then
 * through `schema`. Records that fail are quarantined, never thrown.
 */
export interface VersionedSchema<T> {
  readonly version: number;
  readonly schema: z.ZodType<T>;
  /** `migrations[n]` turns a version-n record into a version-(n+1) record. */
  readonly migrations?: Readonly<Record<number, (old: unknown) => unknown>>;
}

/** A large, mostly-read collection persisted as page records of ~`pageSize` rows. */
export interface PageCollectionSpec<T> extends VersionedSchema<T> {
  readonly name: string;
  /** Field holding the row's primary key (string or number). */
  readonly key: keyof T & string;
  /** Rows per page record; default 1000. */
  readonly pageSize?: number;
}

/** A small, write-heavy collection persisted one record per row. */
export interface RowCollectionSpec<T> extends VersionedSchema<T> {
  readonly name: string;
  /** Field holding the row's primary key (string or number). */
  readonly key: keyof T & string;
  /** At most two fields to look rows up by (`listBy`); values must be strings or numbers. */
  readonly indexes?: readonly [keyof T & string] | readonly [keyof T & string, keyof T & string];
}

/** One atomic write to a page collection. */
export interface PageWrite<T> {
  /** Rows to insert or replace, matched by key. */
  readonly put?: readonly T[];
  /** Keys to remove; unknown keys are ignored. */
  readonly delete?: readonly Key[];
  /** Cursor to store in the same transaction (checkpoint after each persisted page). */
  readonly checkpoint?: Json;
}

/**
 * A large collection: rows grouped into page records. Every method is one transaction.
 * Reads run each row through restore/migrate; rows that fail are quarantined.
 */
export interface PageCollection<T> {
  readonly name: string;
  /** Upsert `rows` by key (and apply `options`), atomically. */
  putRows(rows: readonly T[], options?: Omit<PageWrite<T>, 'put'>): Promise<void>;
  /** Remove rows by key, atomically. */
  deleteRows(keys: readonly Key[]): Promise<void>;
  /** The general form of putRows/deleteRows: puts, deletes and checkpoint in one transaction. */
  write(change: PageWrite<T>): Promise<void>;
  /**
   * Streams every row back, one page (array) at a time. Each page is a consistent snapshot;
   * writes made while iterating may or may not be seen. Each key appears at most once.
   */
  loadAll(): AsyncIterable<T[]>;
  /**
   * Every row in one read, for filling memory on start: current-version pages as stored (they
   * were validated when written), older ones restored. Follow with `check()` in the background.
   */
  loadTrusted(): Promise<T[]>;
  /** Re-validates every stored row a page at a time, quarantining failures; yields their keys. */
  check(): AsyncIterable<Key[]>;
  /** Number of rows as recorded by the last write. */
  count(): Promise<number>;
  getCheckpoint(): Promise<Json | undefined>;
  setCheckpoint(cursor: Json): Promise<void>;
  /** Removes every row and the checkpoint. */
  clear(): Promise<void>;
}

/** A small collection, one record per row. Every method is one transaction. */
export interface RowCollection<T> {
  readonly name: string;
  get(key: Key): Promise<T | undefined>;
  /** Insert or replace rows by key, atomically. */
  put(rows: T | readonly T[]): Promise<void>;
  /** Remove rows by key, atomically; unknown keys are ignored. */
  delete(keys: Key | readonly Key[]): Promise<void>;
  /** Every row, in ascending key order (numbers before strings). */
  list(): Promise<T[]>;
  /** Rows whose declared index `field` equals `value`, in ascending key order. */
  listBy(field: keyof T & string, value: Key): Promise<T[]>;
  clear(): Promise<void>;
}

/** A record moved aside because it failed restore (migration or schema validation). */
export interface QuarantinedRecord {
  readonly collection: string;
  readonly key?: Key;
  readonly v: number;
  readonly reason: string;
  readonly data: unknown;
  /** Epoch milliseconds when it was quarantined. */
  readonly at: number;
}

/** Things the store reports without being asked. */
export type StoreEvent =
  /** The database went away under us: another tab deleted/upgraded it, or the browser closed it. */
  | { readonly type: 'closed'; readonly reason: 'versionchange' | 'closed-by-browser' }
  | { readonly type: 'quota-exceeded'; readonly error: StoreError }
  | { readonly type: 'quarantined'; readonly collection: string; readonly count: number }
  /** Records written by a newer app version were left in place and not returned. */
  | { readonly type: 'skipped-newer'; readonly collection: string; readonly count: number };

/** What `verify()` found. */
export interface IntegrityReport {
  /** Page collections whose checkpoint claims rows while no page record exists. */
  readonly emptyButCheckpointed: string[];
}

/** One namespace's open store. */
export interface LocalStore {
  /** The database name derived from the namespace. */
  readonly name: string;
  /** True when this open created the database (first use, or the browser wiped it). */
  readonly fresh: boolean;
  pages<T>(spec: PageCollectionSpec<T>): PageCollection<T>;
  rows<T>(spec: RowCollectionSpec<T>): RowCollection<T>;
  readonly quarantine: {
    count(): Promise<number>;
    list(): Promise<QuarantinedRecord[]>;
    clear(): Promise<void>;
  };
  /** Checks page collections against their checkpoints (see IntegrityReport). */
  verify(): Promise<IntegrityReport>;
  /** Subscribe to StoreEvents; returns the unsubscribe function. */
  subscribe(listener: (event: StoreEvent) => void): () => void;
  close(): void;
}

/** Opens, lists and deletes namespaced stores. */
export interface StoreProvider {
  open(ns: StoreNamespace): Promise<LocalStore>;
  /** Deletes the namespace's database (closing this tab's connections to it first). */
  deleteStore(ns: StoreNamespace): Promise<void>;
  /** Names of every store this provider created (for a sign-out wipe of all). */
  listStores(): Promise<string[]>;
  deleteStoreByName(name: string): Promise<void>;
}
