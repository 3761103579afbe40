// The UI thread's side of typing ahead (runtime/type-ahead.ts, decision 0018): the answers the
// sync worker computed for an open search box's next keystrokes, kept here so that the keystroke
// renders its rows in its own frame. `lookup` answers only a query the worker answered ahead: the
// same query but for its text, with one of the texts answered, or one character more that no
// matching row holds next (then nothing matches). Answers are dropped when the worker withdraws them
// (a write) or the box closes.
import { stableJson } from '../../lib/stable-json.ts';
import type { QueryResult } from '../query/live-query.ts';
import type { QueryInput } from '../query/query-schema.ts';
import {
  aheadAnswersSchema,
  canonicalText,
  type AheadAnswers,
  type AheadAnswersSent,
  type AheadListener,
} from '../runtime/type-ahead-answers.ts';
import type { SyncWorkerApi } from '../runtime/worker-api.ts';

/** An open watch on a search box's query (see `SyncClient.typeAhead`). */
export interface TypeAheadHandle {
  /** The box shows `query` now; `rows`: how many of its rows the screen shows at once. */
  update(query: QueryInput, rows?: number): void;
  close(): void;
}

interface Held {
  readonly collection: string;
  /** The watched query without its text (stable JSON). */
  readonly key: string;
  /** The watched query's canonical text. */
  readonly text: string;
  /** Its next character starts a new word (the text is empty or ends in a space). */
  readonly newToken: boolean;
  readonly followers: string;
  readonly answers: ReadonlyMap<string, QueryResult<unknown>>;
  readonly none: QueryResult<unknown>;
}

const keyOf = (query: QueryInput): string => stableJson({ ...query, text: undefined });

/** The one character `text` adds to the watched text (to its last word, or as a new word), if so. */
function oneMore(held: Held, text: string): string | undefined {
  const before = held.newToken && held.text !== '' ? `${held.text} ` : held.text;
  return text.length === before.length + 1 && text.startsWith(before) ? text.slice(-1) : undefined;
}

export class AheadAnswersCache {
  private readonly held = new Map<number, Held>();

  /** Holds a set's first part, or adds a later part to the set held for the same query. */
  set(watch: number, collection: string, query: QueryInput, answers: AheadAnswers): void {
    const key = keyOf(query);
    const text = canonicalText(query.text);
    const before = this.held.get(watch);
    const adds = !answers.first && before?.key === key && before.text === text;
    const parts = answers.answers as [string, QueryResult<unknown>][];
    this.held.set(watch, {
      collection,
      key,
      text,
      newToken: /(^|\s)$/.test(query.text ?? ''),
      followers: answers.followers,
      answers: adds ? new Map([...before.answers, ...parts]) : new Map(parts),
      none: answers.none as QueryResult<unknown>,
    });
  }

  drop(watch: number): void {
    this.held.delete(watch);
  }

  lookup(collection: string, query: QueryInput): QueryResult<unknown> | undefined {
    if (this.held.size === 0) return undefined;
    const key = keyOf(query);
    const text = canonicalText(query.text);
    for (const held of this.held.values()) {
      if (held.collection !== collection || held.key !== key) continue;
      const answer = held.answers.get(text);
      if (answer !== undefined) return answer;
      const added = oneMore(held, text);
      if (added !== undefined && !held.followers.includes(added)) return held.none;
    }
    return undefined;
  }
}

/** Queries sent but not yet answered ahead: more are forgotten (their answers would be stale). */
const KEPT_SENT = 8;

/** Opens a watch in the worker; its answers land in `cache` under a watch number of this thread. */
export function openTypeAhead(
  api: SyncWorkerApi,
  callback: <F extends object>(fn: F) => F,
  cache: AheadAnswersCache,
  watch: number,
  collection: string,
  query: QueryInput,
  rows: number | undefined,
): TypeAheadHandle {
  if (!api.typeAhead) return { update: () => undefined, close: () => undefined };
  const sent = new Map<number, QueryInput>([[0, query]]);
  let seq = 0;
  let id: number | undefined;
  let done = false;
  let lastSent = JSON.stringify([query, rows]);
  let sentRows = rows;
  const onAnswers: AheadListener = callback((raw: AheadAnswersSent | null) => {
    if (done) return;
    if (raw === null) return cache.drop(watch);
    const parsed = aheadAnswersSchema.safeParse(raw, { jitless: true });
    if (!parsed.success)
      return console.error('type-ahead answers from the worker did not parse', parsed.error);
    const base = sent.get(parsed.data.seq);
    if (base === undefined) return;
    for (const older of sent.keys()) if (older < parsed.data.seq) sent.delete(older);
    cache.set(watch, collection, base, parsed.data);
  });
  const push = () => {
    if (id !== undefined && !done)
      void api.updateTypeAhead?.(id, sent.get(seq)!, seq, sentRows).catch(() => undefined);
  };
  api.typeAhead(collection, query, 0, onAnswers, rows).then(
    (opened) => {
      if (done) return void api.closeTypeAhead?.(opened).catch(() => undefined);
      id = opened;
      if (seq > 0) push();
    },
    (error: unknown) => console.error('the sync worker cannot type ahead', error),
  );
  return {
    update(next, nextRows) {
      const json = JSON.stringify([next, nextRows]);
      if (done || json === lastSent) return;
      lastSent = json;
      sentRows = nextRows;
      sent.set(++seq, next);
      if (sent.size > KEPT_SENT) sent.delete(Math.min(...sent.keys()));
      push();
    },
    close() {
      done = true;
      cache.drop(watch);
      if (id !== undefined) void api.closeTypeAhead?.(id).catch(() => undefined);
    },
  };
}
