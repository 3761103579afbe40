// The command palette's one search over several synced collections, answered in the worker from
// the engines (ranked-search.ts): a keystroke sends the text and the kinds it wants, and gets back
// at most `limit` rows per collection with each collection's match count. Nothing is scanned on
// the UI thread, and only the capped rows cross it.
import { z } from 'zod';
import { builtOnFirstUse } from '../../lib/built-on-first-use.ts';
import type { EngineSet } from './engine-set.ts';

/** Most rows of one collection the palette asks for. */
export const maxRankedLimit = 50;

export const searchRequestSchema = builtOnFirstUse(() =>
  z.object({
    text: z.string().max(500),
    kinds: z
      .array(
        z.object({
          collection: z.string().min(1),
          /** The string field the ranking reads (a config item's `name`, an incident's `title`). */
          titleField: z.string().min(1),
          limit: z.number().int().min(1).max(maxRankedLimit),
        }),
      )
      .max(20),
  }),
);
export type SearchRequest = z.infer<typeof searchRequestSchema>;

export const searchAnswerSchema = builtOnFirstUse(() =>
  z.record(z.string(), z.object({ total: z.number().int().nonnegative(), rows: z.array(z.unknown()) })),
);
/** Per collection asked: the match count and the best rows, best first. */
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** Answers `request` from the engines; a collection not (yet) loaded answers nothing. */
export function searchEngines(engines: EngineSet, request: SearchRequest): SearchAnswer {
  const answer: SearchAnswer = {};
  for (const kind of request.kinds) {
    const engine = engines.engine(kind.collection);
    if (engine === undefined) throw new Error(`unknown synced collection "${kind.collection}"`);
    const hits = engine.search(request.text, kind.titleField, kind.limit);
    answer[kind.collection] = { total: hits.total, rows: [...hits.rows] };
  }
  return answer;
}
