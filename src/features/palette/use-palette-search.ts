// Asks the sync worker for the rows matching the palette's text, per kind (ranked and capped
// there: sync/client search). The request is posted before the browser paints the keystroke
// (a layout effect), and the answer renders at once, not as a transition: the palette has only
// a few dozen rows to draw. A late answer to an older text is dropped, and the text is asked
// again when the searched collections change size.
import { useLayoutEffect, useRef, useState } from 'react';
import { normalizeSearch } from '../../lib/search/match-rank.ts';
import { useSyncClient, useSyncStatusValue } from '../../sync/client/hooks.tsx';
import type { SearchAnswer } from '../../sync/client/public-types.ts';
import { PER_KIND, PER_KIND_NARROWED } from './palette-view.ts';
import type { SearchKind } from './search-kinds.ts';

export interface PaletteSearch {
  /** The answer for the text (the previous one while it is on its way; undefined with no text). */
  readonly answer: SearchAnswer | undefined;
  /** The search failed (the worker could not answer). */
  readonly error: string | undefined;
}

export function usePaletteSearch(
  text: string,
  kinds: readonly SearchKind[],
  narrowed: string | null,
): PaletteSearch {
  const client = useSyncClient();
  const [state, setState] = useState<PaletteSearch>({ answer: undefined, error: undefined });
  const latest = useRef(0);
  const normalized = normalizeSearch(text);
  // Asked again as the searched collections gain or lose rows (a first sync under way).
  const held = useSyncStatusValue((status) =>
    kinds.map((kind) => status.collections[kind.collection]?.rows ?? 0).join(','),
  );
  useLayoutEffect(() => {
    const asked = ++latest.current;
    if (normalized === '' || kinds.length === 0) {
      setState({ answer: undefined, error: undefined });
      return;
    }
    client
      .search({
        text: normalized,
        kinds: kinds.map((kind) => ({
          collection: kind.collection,
          titleField: kind.titleField,
          limit: kind.id === narrowed ? PER_KIND_NARROWED : PER_KIND,
        })),
      })
      .then(
        (answer) => {
          if (latest.current === asked) setState({ answer, error: undefined });
        },
        (error: unknown) => {
          if (latest.current === asked)
            setState({ answer: undefined, error: error instanceof Error ? error.message : String(error) });
        },
      );
  }, [client, normalized, kinds, narrowed, held]);
  return state;
}
