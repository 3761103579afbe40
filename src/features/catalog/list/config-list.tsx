// The flat, virtualized catalogue table (spec 02-areas §2.2): rows estimated at 37 px with an
// overscan of 20 (2 until the first rows are on screen); only the rows in react-virtual's range are asked of the worker (offset/limit).
// Keyboard: the rows are one tab stop; arrows, Page Up/Down, Home and End move (scrolling the
// virtual window), Enter opens the item.
import { useDeferredValue, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { screenfulRows, useGrowingOverscan } from '../../../lib/growing-overscan.ts';
import { useKeptRows } from '../../../lib/kept-rows.ts';
import { useVirtualizer, useVirtualizerAfterLayout } from '../../../lib/virtual-rect.ts';
import { useLocalList } from '../../../sync/client/use-local-list.ts';
import { configItems, type ConfigItem } from '../../../sync/collections/config-items.ts';
import { CATALOG_LIST_WORDS, LocalListStatus } from '../shared/local-list-state.tsx';
import { ConfigCells, listColumns } from './config-cells.tsx';
import { FIRST_WINDOW_ROWS, listQuery } from './list-query.ts';
import type { CatalogSearch } from './url-state.ts';

export const ROW_ESTIMATE_PX = 37;
export const OVERSCAN = 20;

/** The rows a keystroke draws in its own frame: those that fit the list (the screen before it is measured). */
export function shownRows(listHeight: number | undefined): number {
  return screenfulRows(ROW_ESTIMATE_PX, listHeight);
}

interface Props {
  readonly search: CatalogSearch;
  readonly setSearch: (patch: Partial<CatalogSearch>) => void;
  readonly hideDeleted: boolean;
  /**
   * Drawn under the summary, waiting for the first letter (catalog-page.tsx): its rows are laid
   * out and painted already when the letter brings it forward. Meanwhile it is out of the tab
   * order and the accessibility tree, and the summary above it takes the pointer.
   */
  readonly standby?: boolean;
}

export function ConfigList({ search, setSearch, hideDeleted, standby = false }: Props) {
  const router = useRouter();
  const scrollRef = useRef<HTMLDivElement>(null);
  // The row count comes from the query, whose window comes from the virtualizer: keep it in state.
  const [total, setTotal] = useState(0);
  const afterLayout = useVirtualizerAfterLayout<HTMLDivElement, Element>();
  // Waiting unseen, it keeps the keystroke's small overscan: the first letter then has few rows
  // to fill.
  const overscan = useGrowingOverscan(OVERSCAN, total > 0 && !standby, search.search ?? '');
  // A smaller count reaches the virtualizer after the keystroke's frame: it places every row
  // again for a new count (O(count): 2 ms at the first letter over 100k). The window shown in the
  // frame is the same either way, less the rows past the new total (left out below). A larger
  // count is taken at once, or the frame would show too few rows.
  const deferredTotal = useDeferredValue(total);
  const count = Math.max(total, deferredTotal);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan,
    ...afterLayout,
  });
  const items = virtualizer.getVirtualItems().filter((item) => item.index < total);
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? first;
  // Before the total is known the virtualizer has nothing: ask for a first screenful.
  const limit = Math.max(last - first + 1, FIRST_WINDOW_ROWS);
  const { result, state } = useLocalList(
    configItems,
    listQuery(search, hideDeleted, first, limit),
    CATALOG_LIST_WORDS,
    { typeAhead: { rows: shownRows(virtualizer.scrollRect?.height) } },
  );
  const known = result?.total;
  // Adopted during this render (not in an effect): the rows render in the same pass as the
  // answer, instead of a second, synchronous render after the commit.
  if (known !== undefined && known !== total) setTotal(known);

  const columns = listColumns(hideDeleted);
  const sortBy = search.sortBy ?? 'type';
  const sortOrder = search.sortOrder ?? 'asc';
  const rowAt = (index: number): ConfigItem | undefined =>
    result ? result.rows[index - result.offset] : undefined;
  // The overscan's rows a keystroke's small window leaves out stay mounted, hidden (kept-rows.ts).
  const drawn = items.flatMap((item) => {
    const row = rowAt(item.index);
    return row === undefined ? [] : [{ index: item.index, start: item.start, row }];
  });
  const fullFrom = (virtualizer.range?.startIndex ?? first) - OVERSCAN;
  const fullTo = (virtualizer.range?.endIndex ?? last) + OVERSCAN;
  const kept = useKeptRows(drawn, (index) => index >= fullFrom && index <= fullTo && index < total);
  const drawnAt = new Set(drawn.map((d) => d.index));
  const keptAt = new Set(kept.map((k) => k.index));
  const slots = [
    ...items
      .filter((item) => drawnAt.has(item.index) || !keptAt.has(item.index))
      .map((item) => ({ index: item.index, start: item.start, row: rowAt(item.index), kept: false })),
    ...kept.map((k) => ({ ...k, kept: true })),
  ].sort((a, b) => a.index - b.index);

  // Roving focus over the virtual rows: `active` is the tab stop; a key move scrolls it into the
  // window and focuses it once rendered.
  const [active, setActive] = useState(0);
  const focusPending = useRef<number | null>(null);
  const current = Math.min(active, Math.max(total - 1, 0));
  useEffect(() => {
    const target = focusPending.current;
    if (target === null) return;
    const el = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${target}"]`);
    if (el) {
      el.focus({ preventScroll: true });
      focusPending.current = null;
    }
  });
  // Enter on a row whose data is still on its way (just after End or Home) opens it on arrival.
  const openPending = useRef<number | null>(null);
  const open = (row: ConfigItem) => void router.navigate({ href: `/catalog/${row.id}` });
  useEffect(() => {
    const target = openPending.current;
    const row = target === null ? undefined : rowAt(target);
    if (row === undefined) return;
    openPending.current = null;
    open(row);
  });
  const onRowsKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(
      1,
      Math.floor((scrollRef.current?.clientHeight ?? ROW_ESTIMATE_PX * 10) / ROW_ESTIMATE_PX) - 1,
    );
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      PageDown: current + page,
      PageUp: current - page,
      Home: 0,
      End: total - 1,
    };
    if (e.key === 'Enter') {
      const row = rowAt(current);
      if (row) open(row);
      else openPending.current = current;
      return;
    }
    const to = moves[e.key];
    if (to === undefined || total === 0) return;
    e.preventDefault();
    openPending.current = null;
    const next = Math.min(Math.max(to, 0), total - 1);
    setActive(next);
    focusPending.current = next;
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  return (
    <div
      className="catalog-list"
      data-standby={standby ? 'true' : undefined}
      // Not `inert`, nor `visibility: hidden`: either one, taken off at the first letter,
      // restyles every element of the list inside the keystroke (776 of them: 4–8 ms).
      aria-hidden={standby || undefined}
      data-deleted-column={hideDeleted ? undefined : 'true'}
      // One type listed (the breadcrumb names it): a narrow frame gives its column to the names.
      data-single-type={search.configType ? 'true' : undefined}
    >
      <div className="catalog-list__meta" aria-live="polite">
        {result && (state.kind === 'rows' || state.kind === 'empty')
          ? `${result.total.toLocaleString()} items`
          : ''}
      </div>
      <div
        className="catalog-list__scroll catalog-scroll-frame"
        ref={scrollRef}
        role="table"
        aria-label="Catalog items"
        aria-rowcount={(result?.total ?? 0) + 1}
      >
        <div className="catalog-list__row catalog-list__head" role="row" aria-rowindex={1}>
          {columns.map((c) => {
            const sorted = c.sort !== undefined && c.sort === sortBy;
            return (
              <div
                key={c.id}
                role="columnheader"
                className={`catalog-list__cell catalog-list__cell--${c.id}`}
                aria-sort={sorted ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {c.sort === undefined ? (
                  c.label
                ) : (
                  <button
                    type="button"
                    tabIndex={standby ? -1 : undefined}
                    className="catalog-list__sort"
                    onClick={() =>
                      setSearch({ sortBy: c.sort, sortOrder: sorted && sortOrder === 'asc' ? 'desc' : 'asc' })
                    }
                  >
                    {c.label}
                    {sorted ? (sortOrder === 'asc' ? ' ▲' : ' ▼') : ''}
                  </button>
                )}
              </div>
            );
          })}
        </div>
        <LocalListStatus state={state} />
        <div
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
          role="rowgroup"
          onKeyDown={onRowsKeyDown}
        >
          {slots.map(({ index, start, row, kept: hidden }) => {
            return (
              <div
                key={index}
                role="row"
                aria-rowindex={index + 2}
                className="catalog-list__row"
                data-index={hidden ? undefined : index}
                data-kept={hidden || undefined}
                aria-hidden={hidden || undefined}
                tabIndex={index === current && !standby && !hidden ? 0 : -1}
                onFocus={() => setActive(index)}
                data-deleted={row?.deleted_at ? 'true' : undefined}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  height: ROW_ESTIMATE_PX,
                  transform: `translateY(${start}px)`,
                }}
                onClick={() => !hidden && row && open(row)}
              >
                {row ? (
                  <ConfigCells row={row} showDeleted={!hideDeleted} />
                ) : (
                  <div role="cell" className="catalog-list__cell catalog-list__placeholder" />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
