// The Dashboard's cards, virtualized by rows: as many cards per row as the width allows at the
// chosen card width, each row measured once drawn (cards differ in height), and only the rows in
// the virtualizer's range asked of the worker (offset/limit), so tens of thousands of components
// cost what one screenful does. The cards' names are links: Tab reaches them, Enter opens one.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useGrowingOverscan } from '../../../lib/growing-overscan.ts';
import { useVirtualizer, useVirtualizerAfterLayout } from '../../../lib/virtual-rect.ts';
import { useLocalList } from '../../../sync/client/use-local-list.ts';
import { components, type ComponentRow } from '../../../sync/collections/components.ts';
import { ComponentCard, type CardTeam } from '../card/component-card.tsx';
import type { SortPref } from '../model/prefs.ts';
import { cardsQuery, type DashboardFilterInputs } from '../model/queries.ts';
import { DASHBOARD_WORDS, DashboardListStatus } from './list-status.tsx';

export const GAP_PX = 12;
/** A first guess of a row's height, before it is measured. */
const ROW_ESTIMATE_PX = 220;
const OVERSCAN_ROWS = 3;
/** Cards asked for before the virtualizer knows its range. */
const FIRST_WINDOW_CARDS = 24;

/** Cards that fit in `available` px at `cardWidth` (at least one). */
export function cardsPerRow(available: number, cardWidth: number): number {
  return Math.max(1, Math.floor((available + GAP_PX) / (cardWidth + GAP_PX)));
}

/** The scroll area's inner width, kept current (ResizeObserver; the window's until first seen). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(() => Math.max(0, window.innerWidth - 300));
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

interface Props {
  readonly filters: DashboardFilterInputs;
  readonly sort: SortPref;
  readonly cardWidth: number;
  readonly teamsOf: ReadonlyMap<string, readonly CardTeam[]>;
  readonly linkSearch: Readonly<Record<string, string>>;
  readonly onTotal?: (total: number | undefined) => void;
}

export function CardGrid({ filters, sort, cardWidth, teamsOf, linkSearch, onTotal }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const width = useWidth(scrollRef);
  const perRow = cardsPerRow(width - 2 * GAP_PX, cardWidth);
  // The card count comes from the query, whose window comes from the virtualizer: keep it in state.
  const [total, setTotal] = useState(0);
  const rowCount = Math.ceil(total / perRow);
  const afterLayout = useVirtualizerAfterLayout<HTMLDivElement, Element>();
  const overscan = useGrowingOverscan(OVERSCAN_ROWS, total > 0);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    gap: GAP_PX,
    paddingStart: GAP_PX,
    paddingEnd: GAP_PX,
    overscan,
    ...afterLayout,
  });
  const items = virtualizer.getVirtualItems();
  const firstRow = items[0]?.index ?? 0;
  const lastRow = items[items.length - 1]?.index ?? firstRow;
  const offset = firstRow * perRow;
  const limit = Math.max((lastRow - firstRow + 1) * perRow, FIRST_WINDOW_CARDS);
  const { result, state } = useLocalList(
    components,
    cardsQuery(filters, sort, offset, limit),
    DASHBOARD_WORDS,
  );
  const known = result?.total;
  // Adopted during this render (not in an effect): the cards render in the same pass as the answer.
  if (known !== undefined && known !== total) setTotal(known);
  useEffect(() => onTotal?.(known), [known, onTotal]);

  // A new filter or sort starts at the top.
  const queryKey = JSON.stringify([filters.search, filters.showHidden, filters.teamMembers?.length, sort]);
  const lastKey = useRef(queryKey);
  useEffect(() => {
    if (lastKey.current === queryKey) return;
    lastKey.current = queryKey;
    scrollRef.current?.scrollTo({ top: 0 });
  }, [queryKey]);

  const cardAt = (index: number): ComponentRow | undefined =>
    result ? result.rows[index - result.offset] : undefined;

  return (
    <div className="topology-grid" ref={scrollRef}>
      <DashboardListStatus state={state} cardWidth={cardWidth} />
      {state.kind === 'rows' && (
        <div
          role="list"
          aria-label="Components"
          className="topology-grid__inner"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((row) => {
            const cards: ComponentRow[] = [];
            for (let i = row.index * perRow; i < Math.min(total, (row.index + 1) * perRow); i++) {
              const card = cardAt(i);
              if (card) cards.push(card);
            }
            return (
              <div
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="topology-grid__row"
                style={{ transform: `translateY(${row.start}px)`, gap: GAP_PX, padding: `0 ${GAP_PX}px` }}
              >
                {cards.map((c) => (
                  <div role="listitem" key={c.id} className="topology-grid__cell">
                    <ComponentCard
                      component={c}
                      teams={teamsOf.get(c.id)}
                      width={cardWidth}
                      linkSearch={linkSearch}
                    />
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
