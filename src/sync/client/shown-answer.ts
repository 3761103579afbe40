// What a live query shows, and the one rule for replacing it (hooks.tsx `useLiveQuery`): answers
// come back numbered by the query they answer, in the order the screen asked; while a fast typist
// is ahead of the worker they are older queries' answers, and one never replaces the answer to a
// query asked after it (a keystroke's rows typed ahead).
import { sameJson } from '../../lib/same-json.ts';
import type { QueryResult } from '../query/live-query.ts';

/** What `useLiveQuery` returns. */
export interface LiveQueryState<T> {
  /** Undefined until the first answer (show a skeleton, not "no data"). */
  readonly result: QueryResult<T> | undefined;
  /** The query was refused (a field the collection lacks) or the worker failed. */
  readonly error: string | undefined;
}

/** The answer a live query shows, the query (as JSON) it answers, and that query's number. */
export interface ShownAnswer<T> extends LiveQueryState<T> {
  readonly for: string;
  readonly number: number;
}

/** An answer from the worker, for the query `for` (as JSON), asked as number `number`. */
export interface NumberedAnswer<T> {
  readonly result: QueryResult<T>;
  readonly for: string;
  readonly number: number;
}

/**
 * `shown` with `answer` adopted; `shown` itself when the answer is to an older query, or changes
 * nothing (the same state object lets React skip the render).
 */
export function adoptAnswer<T>(shown: ShownAnswer<T>, answer: NumberedAnswer<T>): ShownAnswer<T> {
  if (answer.number < shown.number) return shown;
  const same = shown.result === answer.result || sameJson(shown.result, answer.result);
  if (same && shown.error === undefined && shown.for === answer.for) return shown;
  return {
    result: same ? shown.result : answer.result,
    error: undefined,
    for: answer.for,
    number: answer.number,
  };
}
