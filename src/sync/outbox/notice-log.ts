// Notices: what a delivered mutation left for the user to read (its mutator's `notice`), kept
// durably until the user dismisses them, so a reload or a closed tab does not make them silent.
import { z } from 'zod';
import type { LocalStore, RowCollection, RowCollectionSpec } from '../../db/store.ts';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';

export const outboxNoticeSchema = builtOnFirstUse(() =>
  z.object({
    /** `notice:<mutation id>`: one notice per delivered mutation, so writing it again is harmless. */
    id: z.string().min(1),
    /** The mutation that left it, its name and entities (for a screen to find its own). */
    mutationId: z.string(),
    name: z.string(),
    entities: z.array(z.string()),
    /** Epoch ms of the delivery. */
    at: z.number(),
    /** The mutator's own payload; the screen that shows it parses it. */
    detail: z.unknown(),
  }),
);
export type OutboxNotice = z.infer<typeof outboxNoticeSchema>;

export const outboxNoticeSpec: RowCollectionSpec<OutboxNotice> = {
  name: 'outbox-notices',
  key: 'id',
  version: 1,
  schema: outboxNoticeSchema,
};

export const noticeIdOf = (mutationId: string): string => `notice:${mutationId}`;

export class NoticeLog {
  private rows: RowCollection<OutboxNotice>;
  private list: OutboxNotice[] = [];

  constructor(store: LocalStore) {
    this.rows = store.rows(outboxNoticeSpec);
  }

  async load(): Promise<void> {
    this.list = (await this.rows.list()).sort((a, b) => a.at - b.at);
  }

  /** Oldest first. */
  get notices(): readonly OutboxNotice[] {
    return this.list;
  }

  has(id: string): boolean {
    return this.list.some((n) => n.id === id);
  }

  async put(notice: OutboxNotice): Promise<void> {
    await this.rows.put(notice);
    this.list = [...this.list.filter((n) => n.id !== notice.id), notice];
  }

  async remove(id: string): Promise<void> {
    await this.rows.delete(id);
    this.list = this.list.filter((n) => n.id !== id);
  }

  async moveTo(store: LocalStore): Promise<void> {
    const rows = store.rows(outboxNoticeSpec);
    await rows.put(this.list);
    this.rows = rows;
  }
}
