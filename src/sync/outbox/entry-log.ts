// The outbox's entries: kept in memory in seq order, every change written to the store first.
import type { LocalStore, RowCollection } from '../../db/store.ts';
import { outboxCollectionSpec, type OutboxEntry } from './entry.ts';
import { OutboxError } from './outbox-options.ts';

export class EntryLog {
  private rows: RowCollection<OutboxEntry>;
  private list: OutboxEntry[] = [];
  private lastSeq = 0;

  constructor(store: LocalStore) {
    this.rows = store.rows(outboxCollectionSpec);
  }

  async load(): Promise<void> {
    this.list = (await this.rows.list()).sort((a, b) => a.seq - b.seq);
    this.lastSeq = this.list.at(-1)?.seq ?? 0;
  }

  /** Entries in seq order. */
  get entries(): readonly OutboxEntry[] {
    return this.list;
  }

  nextSeq(): number {
    return ++this.lastSeq;
  }

  find(id: string): OutboxEntry {
    const entry = this.list.find((e) => e.id === id);
    if (!entry) throw new OutboxError('not-found', `no mutation ${id} in the outbox`);
    return entry;
  }

  /** Adds or replaces an entry, durably. */
  async put(entry: OutboxEntry): Promise<void> {
    await this.rows.put(entry);
    const rest = this.list.filter((e) => e.id !== entry.id);
    const at = rest.findIndex((e) => e.seq > entry.seq);
    this.list = at === -1 ? [...rest, entry] : [...rest.slice(0, at), entry, ...rest.slice(at)];
  }

  async remove(id: string): Promise<void> {
    await this.rows.delete(id);
    this.list = this.list.filter((e) => e.id !== id);
  }

  /**
   * Writes every entry into another store and continues there: when the browser wiped the old
   * one (or it was closed), the intent kept in memory is not lost.
   */
  async moveTo(store: LocalStore): Promise<void> {
    const rows = store.rows(outboxCollectionSpec);
    await rows.put(this.list);
    this.rows = rows;
  }
}
