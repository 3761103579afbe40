// Typing ahead (decision 0018): while a search box over synced data is open (a live query over one
// collection, or the palette's ranked search over several), the worker answers its next
// keystrokes before they are typed. For the text the box shows now it computes the answer to
// every one-character extension that still matches a row (the characters that follow its last
// word in the rows it matches; any other matches nothing), the text with one character less, and
// the text itself, and sends them to the UI thread. There a keystroke finds its rows in hand and
// renders them in its own frame, instead of waiting for a round trip to this thread (issue 21).
//
// The work runs in small steps between messages, so a live query never waits behind it, and each
// step's answers are sent as they come, the likeliest next keys first; a newer text or a write
// restarts it. Answers computed once are kept until the next write, so a text typed again is not
// searched again. A write makes the answers sent untrue: the UI is told at once (null), and new
// ones follow once the writes pause.
import type { QueryInput } from '../query/query-schema.ts';
import type { EngineSet } from './engine-set.ts';
import { searchEngines, type SearchAnswer, type SearchRequest } from './search.ts';
import { canonicalText, type AheadListener } from './type-ahead-answers.ts';

export interface TypeAheadDeps {
  readonly engines: EngineSet;
  /** Whether the collection's stored rows are in its engine (before that nothing is answered). */
  readonly loaded: (collection: string) => boolean;
  /** Runs `fn` after `ms` in a later task; returns a cancel. */
  readonly later: (fn: () => void, ms: number) => () => void;
  readonly now: () => number;
}

/**
 * What one watch answers ahead: the text a box shows, over the collections its answer reads. A
 * search box over one collection's live query, or the palette's ranked search over several.
 */
interface Subject {
  readonly collections: readonly string[];
  /** The box's text as typed (a trailing space: the next key starts a new word). */
  readonly text: string;
  /** Everything asked but the text: the "matches nothing" answer is kept while it stays the same. */
  readonly key: string;
  /** The answer with `text` in place of the box's. */
  answer(text: string): unknown;
}

interface Watch {
  subject: Subject;
  seq: number;
  readonly listener: AheadListener<unknown>;
  /** The engines' write count the answers sent were computed at (undefined: none are standing). */
  sentAt: number | undefined;
  cancel: (() => void) | undefined;
  closed: boolean;
  /**
   * Answers already computed for this subject's key at this write count: the "matches nothing"
   * one (the same for every text), and each text's, so a text typed again (after Backspace, or a
   * cleared box) is answered at once instead of searched again.
   */
  known: Known | undefined;
}

interface Known {
  readonly key: string;
  readonly writes: number;
  readonly none: unknown;
  readonly answers: Map<string, unknown>;
}

/** Most answers kept per watch (then they are forgotten and computed again as needed). */
const KNOWN_ANSWERS = 500;

/** After a write, wait this long without another before answering again (a sync writes in bursts). */
export const QUIET_AFTER_WRITE_MS = 300;
/** Longest stretch of candidate answers in one task before yielding to the worker's messages. */
const STEP_MS = 6;

/** The texts worth answering ahead of `text`: itself, one character less, and each that can follow. */
export function candidateTexts(text: string, followers: string): string[] {
  const texts = new Set<string>([text]);
  if (text.length > 0) texts.add(text.slice(0, -1));
  for (const char of followers) if (char.trim() !== '') texts.add(text + char);
  const seen = new Set<string>();
  return [...texts].filter((candidate) => {
    const canonical = canonicalText(candidate);
    if (seen.has(canonical)) return false;
    seen.add(canonical);
    return true;
  });
}

export class TypeAhead {
  private readonly watches = new Map<number, Watch>();
  private nextId = 1;

  constructor(private readonly deps: TypeAheadDeps) {}

  /** Watches a box's live query over `collection`; `rows`: how many rows each answer carries. */
  open(collection: string, query: QueryInput, seq: number, listener: AheadListener, rows?: number): number {
    return this.watch(this.querySubject(collection, query, rows), seq, listener as AheadListener<unknown>);
  }

  /** The box shows another query (a keystroke, a scroll): answers ahead of that one now. */
  update(id: number, query: QueryInput, seq: number, rows?: number): void {
    const watch = this.watches.get(id);
    if (watch) this.restart(watch, this.querySubject(watch.subject.collections[0]!, query, rows), seq);
  }

  /** Watches the palette's ranked search; `typed`: its text as typed (the request's is normalized). */
  openSearch(
    request: SearchRequest,
    typed: string,
    seq: number,
    listener: AheadListener<SearchAnswer>,
  ): number {
    return this.watch(this.searchSubject(request, typed), seq, listener as AheadListener<unknown>);
  }

  updateSearch(id: number, request: SearchRequest, typed: string, seq: number): void {
    const watch = this.watches.get(id);
    if (watch) this.restart(watch, this.searchSubject(request, typed), seq);
  }

  close(id: number): void {
    const watch = this.watches.get(id);
    if (!watch) return;
    watch.closed = true;
    watch.cancel?.();
    this.watches.delete(id);
  }

  closeAll(): void {
    for (const id of [...this.watches.keys()]) this.close(id);
  }

  /** Rows of `collection` were written (or loaded): what was sent is withdrawn, then recomputed. */
  changed(collection: string): void {
    for (const watch of this.watches.values()) {
      if (!watch.subject.collections.includes(collection)) continue;
      if (watch.sentAt !== undefined) {
        watch.sentAt = undefined;
        watch.listener(null);
      }
      this.schedule(watch, QUIET_AFTER_WRITE_MS);
    }
  }

  private querySubject(collection: string, query: QueryInput, rows: number | undefined): Subject {
    const engine = this.deps.engines.engine(collection);
    if (!engine) throw new Error(`unknown synced collection "${collection}"`);
    // Fewer rows than the window: the total is the same, and the rest follow with the live answer.
    const asked = rows === undefined ? query : { ...query, limit: Math.min(query.limit ?? rows, rows) };
    return {
      collections: [collection],
      text: query.text ?? '',
      key: JSON.stringify({ ...asked, text: undefined }),
      answer: (text) => engine.query({ ...asked, text }),
    };
  }

  private searchSubject(request: SearchRequest, typed: string): Subject {
    const { engines } = this.deps;
    for (const kind of request.kinds)
      if (!engines.engine(kind.collection)) throw new Error(`unknown synced collection "${kind.collection}"`);
    return {
      collections: request.kinds.map((kind) => kind.collection),
      text: typed,
      key: JSON.stringify(request.kinds),
      answer: (text) => searchEngines(engines, { ...request, text }),
    };
  }

  private watch(subject: Subject, seq: number, listener: AheadListener<unknown>): number {
    const id = this.nextId++;
    const watch: Watch = {
      subject,
      seq,
      listener,
      sentAt: undefined,
      cancel: undefined,
      closed: false,
      known: undefined,
    };
    this.watches.set(id, watch);
    this.schedule(watch, 0);
    return id;
  }

  private restart(watch: Watch, subject: Subject, seq: number): void {
    watch.subject = subject;
    watch.seq = seq;
    // The answers already sent stay true (the data did not change): the UI keeps them meanwhile.
    this.schedule(watch, 0);
  }

  private schedule(watch: Watch, delayMs: number): void {
    watch.cancel?.();
    watch.cancel = this.deps.later(() => this.run(watch), delayMs);
  }

  private run(watch: Watch): void {
    watch.cancel = undefined;
    const { subject, seq } = watch;
    const engines = subject.collections.map((name) => this.deps.engines.engine(name));
    if (watch.closed || !subject.collections.every((name) => this.deps.loaded(name))) return;
    if (!engines.every((engine) => engine !== undefined)) return;
    const writesNow = () => engines.reduce((sum, engine) => sum + engine.writeCount, 0);
    const writes = writesNow();
    const followers = mergeFollowers(engines.map((engine) => engine.textFollowers(subject.text)));
    const pending = candidateTexts(subject.text, followers);
    // A text no row's search text holds: its answer is every other next character's. Its search
    // scans every row, so it is kept while only the text changes.
    if (watch.known?.key !== subject.key || watch.known.writes !== writes) {
      const alphabet = mergeFollowers(engines.map((engine) => engine.textFollowers('')));
      watch.known = { key: subject.key, writes, none: subject.answer(outside(alphabet)), answers: new Map() };
    }
    const known = watch.known;
    const { none } = known;
    let first = true;
    // Each step's answers go at once (the likeliest next keys come first): after a one-letter text
    // over 100k rows the whole set takes longer than a typist waits for the next key.
    const step = (): void => {
      watch.cancel = undefined;
      // A newer query or a write since the start: these answers would be for the wrong thing.
      if (watch.closed || watch.subject !== subject || writesNow() !== writes) return;
      const until = this.deps.now() + STEP_MS;
      const answers: [string, unknown][] = [];
      while (pending.length > 0 && this.deps.now() < until) {
        const next = pending.shift()!;
        const canonical = canonicalText(next);
        let answer = known.answers.get(canonical);
        if (answer === undefined) {
          answer = subject.answer(next);
          if (known.answers.size >= KNOWN_ANSWERS) known.answers.clear();
          known.answers.set(canonical, answer);
        }
        answers.push([canonical, answer]);
      }
      watch.sentAt = writes;
      watch.listener({ seq, first, followers, answers, none });
      first = false;
      if (pending.length > 0) watch.cancel = this.deps.later(step, 0);
    };
    step();
  }
}

/** One follower string for several collections: each character once, in the order first offered. */
function mergeFollowers(each: readonly string[]): string {
  if (each.length === 1) return each[0]!;
  const chars = new Set<string>();
  // Round-robin, so each collection's likeliest next keys come early.
  for (let at = 0; each.some((followers) => at < followers.length); at++)
    for (const followers of each) if (at < followers.length) chars.add(followers[at]!);
  return [...chars].join('');
}

/** The worker's type-ahead over `engines`: timers between steps, withdrawn on every engine change. */
export function typeAheadOver(engines: EngineSet, loaded: (collection: string) => boolean): TypeAhead {
  const typeAhead = new TypeAhead({
    engines,
    loaded,
    later: (fn, ms) => {
      const timer = setTimeout(fn, ms);
      return () => clearTimeout(timer);
    },
    now: () => performance.now(),
  });
  engines.onApplied((collection) => typeAhead.changed(collection));
  return typeAhead;
}

/** One character no row's search text holds (a token made of it matches no row). */
function outside(alphabet: string): string {
  for (let code = 1; ; code++) {
    const char = String.fromCharCode(code);
    if (char.trim() !== '' && !alphabet.includes(char)) return char;
  }
}
