// What crosses from the sync worker's type-ahead (type-ahead.ts) to the UI thread's cache
// (client/ahead-answers.ts): the answers to a search box's next keystrokes, computed before they
// are typed. Both sides name a query's text the same way: by its tokens, as the engine reads it
// ("Harb  " and "harb" ask the same thing).
import { z } from 'zod';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';
import type { QueryResult } from '../query/live-query.ts';
import { tokenize } from '../query/text-search.ts';
import { searchAnswerSchema } from './search.ts';

/** The text as the engine searches it: lowercased tokens joined by one space. */
export function canonicalText(text: string | undefined): string {
  return tokenize(text ?? '').join(' ');
}

/** A window of rows as the UI checks it: the envelope; rows are the worker's own parsed copies. */
export const resultEnvelope = () => ({
  rows: z.array(z.unknown()),
  total: z.number(),
  offset: z.number(),
  groups: z.array(z.unknown()).optional(),
  facets: z.record(z.string(), z.array(z.unknown())).optional(),
});

/** The answers as the UI parses them, for answers of the shape `result` checks. */
function answersSchemaOf<R extends z.ZodType>(result: R) {
  return z.object({
    /** The `seq` the UI sent with the watched query these answers were computed from. */
    seq: z.number().int().nonnegative(),
    /**
     * A set is sent in parts as it is computed, the likeliest next keys first: true on its first
     * part (it replaces what was held), false on the later ones (they add to it).
     */
    first: z.boolean(),
    /**
     * The characters that can come next in the watched text and still match a row: one more
     * keystroke of any other character matches nothing (answered by `none`).
     */
    followers: z.string(),
    /** Canonical text → the watched query's answer with that text. */
    answers: z.array(z.tuple([z.string(), result])),
    /** The watched query's answer for a text that matches nothing. */
    none: result,
  });
}

/** Answers ahead of a box's live query: windows of rows (the envelope is checked, rows are the worker's). */
export const aheadAnswersSchema = builtOnFirstUse(() =>
  answersSchemaOf(
    z.object({
      ...resultEnvelope(),
      mapFacets: z.record(z.string(), z.array(z.unknown())).optional(),
    }),
  ),
);
export type AheadAnswers = z.infer<typeof aheadAnswersSchema>;

/** Answers ahead of the palette's ranked search (search.ts). */
export const searchAheadSchema = builtOnFirstUse(() => answersSchemaOf(searchAnswerSchema));
export type SearchAheadAnswers = z.infer<typeof searchAheadSchema>;

/** What the worker sends: the engines' own answers (the UI parses them). */
export interface AheadAnswersSent<R = QueryResult<unknown>> {
  readonly seq: number;
  readonly first: boolean;
  readonly followers: string;
  readonly answers: readonly (readonly [string, R])[];
  readonly none: R;
}

/** Answers for one watch; null when a collection changed and the last ones are no longer true. */
export type AheadListener<R = QueryResult<unknown>> = (answers: AheadAnswersSent<R> | null) => void;
