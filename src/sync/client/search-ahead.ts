// The palette's side of typing ahead (runtime/type-ahead.ts, decision 0018): the worker answers
// the ranked search's next keystrokes before they are typed, and the palette renders a keystroke's
// groups from them in its own frame instead of waiting for `search` to cross to the worker and
// back. Only an answer to the same kinds and limits as the watched request is taken.
import { stableJson } from '../../lib/stable-json.ts';
import type { SearchAnswer, SearchRequest } from '../runtime/search.ts';
import { canonicalText, searchAheadSchema, type SearchAheadAnswers } from '../runtime/type-ahead-answers.ts';
import type { SyncWorkerApi } from '../runtime/worker-api.ts';
import { AheadCache, openWatch, parsedAhead } from './ahead-answers.ts';

/** An open watch on the palette's search (see `SyncClient.searchAhead`). */
export interface SearchAheadHandle {
  /** The palette shows `request` now; `typed`: its text as typed (a trailing space starts a word). */
  update(request: SearchRequest, typed: string): void;
  /** The answer to `request` computed ahead, if it is in hand (exactly what `search` would answer). */
  peek(request: SearchRequest): SearchAnswer | undefined;
  close(): void;
}

const SCOPE = 'search';
const keyOf = (request: SearchRequest): string => stableJson(request.kinds);

export function openSearchAhead(
  api: SyncWorkerApi,
  callback: <F extends object>(fn: F) => F,
  request: SearchRequest,
  typed: string,
): SearchAheadHandle {
  const cache = new AheadCache<SearchAnswer>();
  const peek = (asked: SearchRequest) => cache.answer(SCOPE, keyOf(asked), canonicalText(asked.text));
  if (!api.searchAhead) return { update: () => undefined, peek, close: () => undefined };
  type Asked = { readonly request: SearchRequest; readonly typed: string };
  const opened = openWatch<Asked, SearchAheadAnswers>(
    {
      open: (first, onAnswers) => api.searchAhead!(first.request, first.typed, 0, onAnswers),
      update: async (id, next, seq) => api.updateSearchAhead?.(id, next.request, next.typed, seq),
      close: async (id) => api.closeTypeAhead?.(id),
      parse: (raw) => parsedAhead(searchAheadSchema.safeParse(raw, { jitless: true })),
      hold: (base, answers) => cache.hold(0, SCOPE, keyOf(base.request), base.typed, answers),
      drop: () => cache.drop(0),
    },
    callback,
    { request, typed },
  );
  return {
    update: (next, nextTyped) => opened.update({ request: next, typed: nextTyped }),
    peek,
    close: () => opened.close(),
  };
}
