// The command palette's search over one collection: every row whose text fields hold all the
// typed words (the engine's own text search and its narrowing cache), ranked by how its title
// meets the text (prefix, word start, elsewhere; src/lib/search/match-rank.ts), then by title.
// Only the best `limit` rows leave the worker, with the number of matches. Rows soft-deleted at
// the server (a collection that keeps them, with its `deletedField` set) are neither listed
// nor counted: the palette opens what exists.
import { matchClass, normalizeSearch, type MatchClass } from '../../lib/search/match-rank.ts';
import type { EngineParts } from './live-query.ts';
import { tokenize } from './text-search.ts';

/** The best rows for the text, and how many rows match in all. */
export interface RankedHits<T> {
  readonly total: number;
  readonly rows: readonly T[];
}

interface Candidate {
  readonly rank: MatchClass;
  readonly title: string;
  readonly slot: number;
}

const before = (a: Candidate, rank: MatchClass, title: string) =>
  a.rank < rank || (a.rank === rank && a.title <= title);

/** The rows of `parts` matching `text`, the best `limit` ranked by their `titleField`. */
export function rankedSearch<T>(
  parts: EngineParts<T>,
  titleField: string,
  text: string,
  limit: number,
): RankedHits<T> {
  const { store, texts } = parts;
  const titles = store.scalars.get(titleField);
  if (titles === undefined) throw new Error(`unknown field "${titleField}"`);
  const tokens = tokenize(text);
  if (tokens.length === 0 || limit <= 0) return { total: 0, rows: [] };
  const wanted = normalizeSearch(text);
  const matches = texts.matches(tokens);
  const deletedField = store.collection.deletedField;
  const deleted = deletedField === undefined ? undefined : store.scalars.get(deletedField);
  const best: Candidate[] = [];
  let total = 0;
  matches.forEach((slot) => {
    if (deleted !== undefined && deleted[slot] !== null && deleted[slot] !== undefined) return;
    total++;
    const raw = titles[slot];
    const title = typeof raw === 'string' ? raw.toLowerCase() : '';
    const rank = matchClass(title, wanted);
    const worst = best[best.length - 1];
    if (best.length === limit && worst !== undefined && before(worst, rank, title)) return;
    // Binary search for the place among the kept candidates (few: `limit` at most).
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(best[mid]!, rank, title)) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, { rank, title, slot });
    if (best.length > limit) best.pop();
  });
  return { total, rows: best.map((c) => store.rows[c.slot] as T) };
}
