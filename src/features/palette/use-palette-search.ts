// Asks the sync worker for the rows matching the palette's text, per kind (ranked and capped
// there: sync/client search). While the palette is open the worker also answers its next
// keystrokes ahead (client/search-ahead.ts): a keystroke whose answer is in hand renders its
// groups in the render of the keystroke itself, with no round trip. Otherwise the request is
// posted before the browser paints the keystroke (a layout effect), and the answer renders at
// once, not as a transition: the palette has only a few dozen rows to draw. A late answer to an
// older text is dropped, and the text is asked again when the searched collections change size.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { normalizeSearch } from '../../lib/search/match-rank.ts';
import type { SearchAheadHandle } from '../../sync/client/public-types.ts';
import { useSyncClient, useSyncStatusValue } from '../../sync/client/hooks.tsx';
import type { SearchAnswer, SearchRequest } from '../../sync/client/public-types.ts';
import { PER_KIND, PER_KIND_NARROWED } from './palette-view.ts';
import type { SearchKind } from './search-kinds.ts';

export interface PaletteSearch {
  /** The answer for the text (the previous one while it is on its way; undefined with no text). */
  readonly answer: SearchAnswer | undefined;
  /** The search failed (the worker could not answer). */
  readonly error: string | undefined;
}

interface Shown extends PaletteSearch {
  /** The request `answer` answers. */
  readonly for: SearchRequest | undefined;
}

export function usePaletteSearch(
  text: string,
  kinds: readonly SearchKind[],
  narrowed: string | null,
): PaletteSearch {
  const client = useSyncClient();
  const [state, setState] = useState<Shown>({ for: undefined, answer: undefined, error: undefined });
  const latest = useRef(0);
  const normalized = normalizeSearch(text);
  const request = useMemo<SearchRequest>(
    () => ({
      text: normalized,
      kinds: kinds.map((kind) => ({
        collection: kind.collection,
        titleField: kind.titleField,
        limit: kind.id === narrowed ? PER_KIND_NARROWED : PER_KIND,
      })),
    }),
    [normalized, kinds, narrowed],
  );
  const ahead = useSearchAhead(request, text);
  // Asked again as the searched collections gain or lose rows (a first sync under way).
  const held = useSyncStatusValue((status) =>
    kinds.map((kind) => status.collections[kind.collection]?.rows ?? 0).join(','),
  );
  // A keystroke answered ahead shows its groups in this very render (the layout effect below then
  // keeps the same answer, so the second render changes nothing).
  const inHand = state.for === request || normalized === '' ? undefined : ahead?.peek(request);
  useLayoutEffect(() => {
    const asked = ++latest.current;
    if (normalized === '' || kinds.length === 0) {
      setState({ for: request, answer: undefined, error: undefined });
      return;
    }
    const early = ahead?.peek(request);
    if (early !== undefined) {
      setState({ for: request, answer: early, error: undefined });
      return;
    }
    client.search(request).then(
      (answer) => {
        if (latest.current === asked) setState({ for: request, answer, error: undefined });
      },
      (error: unknown) => {
        if (latest.current === asked)
          setState({
            for: request,
            answer: undefined,
            error: error instanceof Error ? error.message : String(error),
          });
      },
    );
  }, [client, ahead, request, normalized, kinds.length, held]);
  return inHand === undefined ? state : { answer: inHand, error: undefined };
}

/** Watches the palette's search in the worker while it is open, and tells it each new text. */
function useSearchAhead(request: SearchRequest, typed: string): SearchAheadHandle | undefined {
  const client = useSyncClient();
  const [handle, setHandle] = useState<SearchAheadHandle>();
  const first = useRef({ request, typed });
  first.current = { request, typed };
  useEffect(() => {
    if (!client.searchAhead) return;
    const opened = client.searchAhead(first.current.request, first.current.typed);
    setHandle(opened);
    return () => {
      setHandle(undefined);
      opened.close();
    };
  }, [client]);
  // Sent before the paint: the worker starts on the next keystrokes while this one is drawn.
  useLayoutEffect(() => handle?.update(request, typed), [handle, request, typed]);
  return handle;
}
