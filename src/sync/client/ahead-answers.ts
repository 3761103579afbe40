// The UI thread's side of typing ahead (runtime/type-ahead.ts, decision 0018): the answers the
// sync worker computed for an open search box's next keystrokes, kept here so that the keystroke
// renders its rows in its own frame. A cache answers only what the worker answered ahead: the same
// question but for its text, with one of the texts answered, or one character more that no
// matching row holds next (then nothing matches). Answers are dropped when the worker withdraws them
// (a write) or the box closes. `AheadCache` and `openWatch` serve any kind of answer; the boxes'
// live queries use them here (`AheadAnswersCache`, `openTypeAhead`), the palette's search in
// search-ahead.ts.
import { stableJson } from '../../lib/stable-json.ts';
import type { QueryResult } from '../query/live-query.ts';
import type { QueryInput } from '../query/query-schema.ts';
import { aheadAnswersSchema, canonicalText, type AheadAnswers } from '../runtime/type-ahead-answers.ts';
import type { SyncWorkerApi } from '../runtime/worker-api.ts';

/** An open watch on a search box's query (see `SyncClient.typeAhead`). */
export interface TypeAheadHandle {
  /** The box shows `query` now; `rows`: how many of its rows the screen shows at once. */
  update(query: QueryInput, rows?: number): void;
  close(): void;
}

/** What a set of answers holds once parsed, whatever their kind. */
interface AheadParts {
  readonly first: boolean;
  readonly followers: string;
  readonly answers: readonly (readonly [string, unknown])[];
  readonly none: unknown;
}

interface Held<R> {
  /** What the answers are over (a collection's name, or the palette's search). */
  readonly scope: string;
  /** Everything watched but the text (stable JSON). */
  readonly key: string;
  /** The watched canonical text. */
  readonly text: string;
  /** Its next character starts a new word (the text is empty or ends in a space). */
  readonly newToken: boolean;
  readonly followers: string;
  readonly answers: ReadonlyMap<string, R>;
  readonly none: R;
}

/** The one character `text` adds to the watched text (to its last word, or as a new word), if so. */
function oneMore(held: Held<unknown>, text: string): string | undefined {
  const before = held.newToken && held.text !== '' ? `${held.text} ` : held.text;
  return text.length === before.length + 1 && text.startsWith(before) ? text.slice(-1) : undefined;
}

/** Answers typed ahead, per watch, of any kind `R`: a box's query rows or the palette's search. */
export class AheadCache<R> {
  private readonly held = new Map<number, Held<R>>();

  /** Holds a set's first part, or adds a later part to the set held for the same question. */
  hold(watch: number, scope: string, key: string, typed: string, parts: AheadParts): void {
    const text = canonicalText(typed);
    const before = this.held.get(watch);
    const adds = !parts.first && before?.key === key && before.text === text;
    // The parts were parsed by the schema for `R`.
    const answers = parts.answers as [string, R][];
    this.held.set(watch, {
      scope,
      key,
      text,
      newToken: /(^|\s)$/.test(typed),
      followers: parts.followers,
      answers: adds ? new Map([...before.answers, ...answers]) : new Map(answers),
      none: parts.none as R,
    });
  }

  drop(watch: number): void {
    this.held.delete(watch);
  }

  /** The answer for `text` (canonical) held for `scope` and `key`, if one is. */
  answer(scope: string, key: string, text: string): R | undefined {
    for (const held of this.held.values()) {
      if (held.scope !== scope || held.key !== key) continue;
      const answer = held.answers.get(text);
      if (answer !== undefined) return answer;
      const added = oneMore(held, text);
      if (added !== undefined && !held.followers.includes(added)) return held.none;
    }
    return undefined;
  }

  get size(): number {
    return this.held.size;
  }
}

const keyOf = (query: QueryInput): string => stableJson({ ...query, text: undefined });

/** Answers ahead of the boxes' live queries. */
export class AheadAnswersCache extends AheadCache<QueryResult<unknown>> {
  set(watch: number, collection: string, query: QueryInput, answers: AheadAnswers): void {
    this.hold(watch, collection, keyOf(query), query.text ?? '', answers);
  }

  lookup(collection: string, query: QueryInput): QueryResult<unknown> | undefined {
    if (this.size === 0) return undefined;
    return this.answer(collection, keyOf(query), canonicalText(query.text));
  }
}

/** Queries sent but not yet answered ahead: more are forgotten (their answers would be stale). */
const KEPT_SENT = 8;

/** How a watch reaches the worker, and where its parsed answers go on this thread. */
export interface WatchCalls<Q, P extends { readonly seq: number }> {
  open(first: Q, onAnswers: (raw: unknown) => void): Promise<number>;
  update(id: number, next: Q, seq: number): Promise<void>;
  close(id: number): Promise<void>;
  /** The answers as this thread reads them, or undefined if they do not parse. */
  parse(raw: unknown): P | undefined;
  /** Holds answers computed for `base` (the question sent with their seq). */
  hold(base: Q, answers: P): void;
  /** Forgets what is held (the worker withdrew it, or the watch closed). */
  drop(): void;
}

/** Opens a watch in the worker and keeps its newest question there; answers go to `calls.hold`. */
export function openWatch<Q, P extends { readonly seq: number }>(
  calls: WatchCalls<Q, P>,
  callback: <F extends object>(fn: F) => F,
  first: Q,
): { update(next: Q): void; close(): void } {
  const sent = new Map<number, Q>([[0, first]]);
  let seq = 0;
  let id: number | undefined;
  let done = false;
  let lastSent = JSON.stringify(first);
  const onAnswers = callback((raw: unknown) => {
    if (done) return;
    if (raw === null) return calls.drop();
    const parsed = calls.parse(raw);
    if (parsed === undefined) return;
    const base = sent.get(parsed.seq);
    if (base === undefined) return;
    for (const older of sent.keys()) if (older < parsed.seq) sent.delete(older);
    calls.hold(base, parsed);
  });
  const push = () => {
    if (id !== undefined && !done) void calls.update(id, sent.get(seq)!, seq).catch(() => undefined);
  };
  calls.open(first, onAnswers).then(
    (opened) => {
      if (done) return void calls.close(opened).catch(() => undefined);
      id = opened;
      if (seq > 0) push();
    },
    (error: unknown) => console.error('the sync worker cannot type ahead', error),
  );
  return {
    update(next) {
      const json = JSON.stringify(next);
      if (done || json === lastSent) return;
      lastSent = json;
      sent.set(++seq, next);
      if (sent.size > KEPT_SENT) sent.delete(Math.min(...sent.keys()));
      push();
    },
    close() {
      done = true;
      calls.drop();
      if (id !== undefined) void calls.close(id).catch(() => undefined);
    },
  };
}

/** Opens a watch on a box's query; its answers land in `cache` under a watch number of this thread. */
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
  type Asked = { readonly query: QueryInput; readonly rows: number | undefined };
  const opened = openWatch<Asked, AheadAnswers>(
    {
      open: (first, onAnswers) => api.typeAhead!(collection, first.query, 0, onAnswers, first.rows),
      update: async (id, next, seq) => api.updateTypeAhead?.(id, next.query, seq, next.rows),
      close: async (id) => api.closeTypeAhead?.(id),
      parse: (raw) => parsedAhead(aheadAnswersSchema.safeParse(raw, { jitless: true })),
      hold: (base, answers) => cache.set(watch, collection, base.query, answers),
      drop: () => cache.drop(watch),
    },
    callback,
    { query, rows },
  );
  return {
    update: (next, nextRows) => opened.update({ query: next, rows: nextRows }),
    close: () => opened.close(),
  };
}

/** The parsed answers, or undefined (logged: the worker and this thread disagree on their shape). */
export function parsedAhead<P>(
  result: { success: true; data: P } | { success: false; error: unknown },
): P | undefined {
  if (result.success) return result.data;
  console.error('type-ahead answers from the worker did not parse', result.error);
  return undefined;
}
