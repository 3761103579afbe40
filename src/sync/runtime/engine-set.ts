// The worker's in-memory collections (one QueryEngine per synced collection) and the `LocalData`
// that mutators' optimistic effects write through. Writes made inside `batched()` are buffered
// and reach each engine as one change, so a pull batch plus the re-applied pending writes
// publish once and subscribers never see a pulled row flicker over an undelivered write.
import { sameJson } from '../../lib/same-json.ts';
import type { LocalData } from '../mutators/local-data.ts';
import { QueryEngine } from '../query/engine.ts';
import {
  engineDeclaration,
  type AnySyncedCollection,
  type SyncedCollection,
} from '../registry/synced-collection.ts';

/** The effective rows that changed in one collection's engine (broadcast to follower tabs). */
export interface EngineChange {
  readonly collection: string;
  readonly put: readonly unknown[];
  readonly remove: readonly string[];
}

type Buffered = { readonly removed: false; readonly row: unknown } | { readonly removed: true };

export function keyOf(spec: AnySyncedCollection, row: unknown): string {
  const value =
    typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[spec.key] : undefined;
  return typeof value === 'string' ? value : String(value);
}

export class EngineSet implements LocalData {
  private readonly engines = new Map<string, { spec: AnySyncedCollection; engine: QueryEngine<unknown> }>();
  private batch: Map<string, Map<string, Buffered>> | undefined;
  private readonly appliedListeners = new Set<(collection: string) => void>();

  constructor(
    specs: readonly AnySyncedCollection[],
    private readonly onChange: (changes: readonly EngineChange[]) => void = () => undefined,
  ) {
    for (const spec of specs) {
      if (this.engines.has(spec.name)) throw new Error(`duplicate synced collection "${spec.name}"`);
      this.engines.set(spec.name, {
        spec,
        engine: new QueryEngine<unknown>(engineDeclaration(spec)),
      });
    }
  }

  get names(): readonly string[] {
    return [...this.engines.keys()];
  }

  spec(name: string): AnySyncedCollection | undefined {
    return this.engines.get(name)?.spec;
  }

  engine(name: string): QueryEngine<unknown> | undefined {
    return this.engines.get(name)?.engine;
  }

  private require(name: string): { spec: AnySyncedCollection; engine: QueryEngine<unknown> } {
    const found = this.engines.get(name);
    if (!found) throw new Error(`unknown synced collection "${name}"`);
    return found;
  }

  get<T>(collection: SyncedCollection<T>, key: string): T | undefined {
    const buffered = this.batch?.get(collection.name)?.get(key);
    if (buffered) return buffered.removed ? undefined : (buffered.row as T);
    return this.require(collection.name).engine.get(key) as T | undefined;
  }

  upsert<T>(collection: SyncedCollection<T>, rows: readonly T[]): void {
    this.write(collection.name, rows, []);
  }

  remove<T>(collection: SyncedCollection<T>, keys: readonly string[]): void {
    this.write(collection.name, [], keys);
  }

  /**
   * The same collections seen through a filter: others read as empty and ignore writes. A
   * mutator re-applied while the store loads touches only what has loaded; it runs again as each
   * further collection loads.
   */
  restrictedTo(include: (name: string) => boolean): LocalData {
    return {
      get: (collection, key) => (include(collection.name) ? this.get(collection, key) : undefined),
      upsert: (collection, rows) => {
        if (include(collection.name)) this.upsert(collection, rows);
      },
      remove: (collection, keys) => {
        if (include(collection.name)) this.remove(collection, keys);
      },
    };
  }

  /** Runs `fn` with writes buffered, then applies them (one engine write per collection). */
  batched(fn: () => void): void {
    if (this.batch) return fn();
    this.batch = new Map();
    try {
      fn();
    } finally {
      const batch = this.batch;
      this.batch = undefined;
      const changes: EngineChange[] = [];
      for (const [name, entries] of batch) {
        const put: unknown[] = [];
        const remove: string[] = [];
        for (const [key, entry] of entries) {
          if (entry.removed) remove.push(key);
          else put.push(entry.row);
        }
        changes.push({ collection: name, put, remove });
      }
      this.applyEffective(changes);
    }
  }

  /**
   * Applies and reports only what changes an engine: a row it holds already, the same in every
   * field, is left out, and so is the removal of a row it does not hold. Every pull re-reads its
   * overlap and re-applies the pending writes; counted as writes, those withdrew every answer
   * typed ahead over the collection (the palette's, over all of them) several times a minute.
   */
  private applyEffective(changes: readonly EngineChange[]): void {
    const effective: EngineChange[] = [];
    for (const change of changes) {
      const found = this.engines.get(change.collection);
      if (!found) continue;
      const { spec, engine } = found;
      const put = change.put.filter((row) => !sameJson(engine.get(keyOf(spec, row)), row));
      const remove = change.remove.filter((key) => engine.get(key) !== undefined);
      if (put.length > 0 || remove.length > 0) effective.push({ collection: change.collection, put, remove });
    }
    this.apply(effective);
    if (effective.length > 0) this.onChange(effective);
  }

  /** Applies changes made elsewhere (the leader tab) without reporting them again. */
  apply(changes: readonly EngineChange[]): void {
    for (const change of changes) {
      const found = this.engines.get(change.collection);
      if (!found) continue;
      if (change.remove.length > 0) found.engine.remove(change.remove);
      if (change.put.length > 0) found.engine.upsert(change.put);
      for (const listener of this.appliedListeners) listener(change.collection);
    }
  }

  /** Calls `listener` after every change an engine takes, from this tab or another; returns a stop. */
  onApplied(listener: (collection: string) => void): () => void {
    this.appliedListeners.add(listener);
    return () => this.appliedListeners.delete(listener);
  }

  private write(name: string, put: readonly unknown[], remove: readonly string[]): void {
    const { spec } = this.require(name);
    if (!this.batch) {
      this.applyEffective([{ collection: name, put, remove }]);
      return;
    }
    const entries = this.batch.get(name) ?? new Map<string, Buffered>();
    this.batch.set(name, entries);
    for (const key of remove) entries.set(key, { removed: true });
    for (const row of put) entries.set(keyOf(spec, row), { removed: false, row });
  }
}
