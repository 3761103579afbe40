// The checks table (spec §2): Checks (expander and name, namespace tag), Health, Uptime, Latency,
// Transition; sorting in the URL; groups with good/mixed/all-bad state. Virtual scrolling over
// the whole result, built from group sizes (state/table-layout.ts): only the rows on screen are
// fetched from the engine, the rest are placeholders until scrolled to.
import { memo, useEffect, useRef } from 'react';
import { Badge, StatusDot } from '../../../components/ui/badge.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import type { CheckRow } from '../../../sync/collections/checks.ts';
import { useGrowingOverscan } from '../../../lib/growing-overscan.ts';
import { useVirtualizer, useVirtualizerAfterLayout } from '../../../lib/virtual-rect.ts';
import type { TableLayout } from '../state/table-layout.ts';
import { HealthCell, LabelChips, LatencyCell, TransitionCell, UptimeCell } from './check-cells.tsx';

const COLUMNS = [
  { id: 'name', label: 'Checks' },
  { id: 'health', label: 'Health' },
  { id: 'uptime', label: 'Uptime' },
  { id: 'latency', label: 'Latency' },
  { id: 'transition', label: 'Transition' },
] as const;

interface Props {
  layout: TableLayout;
  /** The row at `offset` of the (group-sorted) rows query, if fetched. */
  rowAt: (offset: number) => CheckRow | undefined;
  /** The visible item range changed (inclusive), to fetch its rows. */
  onRange: (from: number, to: number) => void;
  onToggleGroup: (key: string) => void;
  sortBy: string;
  sortDesc: boolean;
  onSort: (column: string) => void;
  onOpen: (id: string) => void;
  /** The check open in the side panel. */
  selectedId?: string | undefined;
  nowMs: number;
  /** The search's text: a new one draws the visible rows first, then the overscan. */
  searchText: string;
}

/** A row's height (the CSS's .health-table__row). */
export const CHECK_ROW_PX = 36;
const OVERSCAN = 12;

const GROUP_TONE = { good: 'healthy', mixed: 'warning', bad: 'unhealthy' } as const;

/** Memoized: a keystroke re-renders it only once the engine's answer changes its rows or layout. */
export const CheckTable = memo(function CheckTable({
  layout,
  rowAt,
  onRange,
  onToggleGroup,
  sortBy,
  sortDesc,
  onSort,
  onOpen,
  selectedId,
  nowMs,
  searchText,
}: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const afterLayout = useVirtualizerAfterLayout<HTMLDivElement, Element>();
  const overscan = useGrowingOverscan(OVERSCAN, layout.count > 0, searchText);
  const virtual = useVirtualizer({
    count: layout.count,
    getScrollElement: () => scroller.current,
    estimateSize: () => CHECK_ROW_PX,
    overscan,
    ...afterLayout,
  });
  const visible = virtual.getVirtualItems();
  const from = visible[0]?.index ?? 0;
  const to = visible[visible.length - 1]?.index ?? -1;
  useEffect(() => onRange(from, to), [from, to, layout, onRange]);

  return (
    <div className="health-table" role="table" aria-label="Health checks" aria-rowcount={layout.count + 1}>
      <div role="rowgroup">
        <div role="row" className="health-table__row health-table__head" aria-rowindex={1}>
          {COLUMNS.map((c) => {
            const active = sortBy === c.id;
            return (
              <div
                key={c.id}
                role="columnheader"
                aria-sort={active ? (sortDesc ? 'descending' : 'ascending') : 'none'}
                className="health-table__cell"
              >
                <button type="button" className="health-table__sort" onClick={() => onSort(c.id)}>
                  {c.label}
                  {active && <span aria-hidden="true">{sortDesc ? ' ▼' : ' ▲'}</span>}
                </button>
              </div>
            );
          })}
        </div>
      </div>
      <div ref={scroller} className="health-table__scroll" role="rowgroup">
        {layout.count === 0 ? (
          <div role="row">
            <div role="cell" className="health-empty">
              No data available
            </div>
          </div>
        ) : (
          <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
            {/* Keyed by position: a keystroke's new answer updates the rows already drawn in place
                instead of mounting a screenful of new ones inside its frame. */}
            {visible.map((v) => {
              const item = layout.itemAt(v.index);
              if (item === undefined) return null;
              const style = {
                position: 'absolute' as const,
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${v.start}px)`,
              };
              if (item.kind === 'group') {
                const g = item.group;
                return (
                  <div
                    key={v.key}
                    role="row"
                    aria-rowindex={v.index + 2}
                    className="health-table__row health-table__group"
                    data-state={g.state}
                    style={style}
                  >
                    <div role="cell" className="health-table__cell">
                      <button
                        type="button"
                        className="health-table__expander"
                        aria-expanded={item.open}
                        aria-label={`${item.open ? 'Collapse' : 'Expand'} ${g.label}`}
                        onClick={() => onToggleGroup(g.key)}
                      >
                        {item.open ? '▾' : '▸'}
                      </button>
                      <span className="health-table__group-name" title={g.label}>
                        {g.label}
                      </span>{' '}
                      <Badge>{g.count}</Badge>
                    </div>
                    <div role="cell" className="health-table__cell">
                      <StatusDot
                        status={GROUP_TONE[g.state]}
                        label={
                          <span className="health-status">{g.state === 'bad' ? 'all bad' : g.state}</span>
                        }
                      />
                    </div>
                    {/* Spans uptime, latency and transition: it is the group's summary of them. */}
                    <div
                      role="cell"
                      className="health-table__cell health-muted health-table__group-summary"
                      title={`${g.passed} passing, ${g.failed} failing`}
                    >
                      {g.passed} passing, {g.failed} failing
                    </div>
                  </div>
                );
              }
              const r = rowAt(item.offset);
              if (r === undefined)
                return (
                  <div
                    key={v.key}
                    role="row"
                    aria-rowindex={v.index + 2}
                    aria-busy="true"
                    className="health-table__row health-table__check"
                    style={style}
                    data-nested={item.nested}
                  >
                    <div role="cell" className="health-table__cell">
                      <Skeleton width="60%" height={12} />
                    </div>
                  </div>
                );
              return (
                <div
                  key={v.key}
                  role="row"
                  aria-rowindex={v.index + 2}
                  className="health-table__row health-table__check"
                  style={style}
                  data-nested={item.nested}
                >
                  <div role="rowheader" className="health-table__cell health-table__name">
                    <button
                      type="button"
                      className="health-table__open"
                      data-check-id={r.id}
                      title={r.name}
                      aria-current={r.id === selectedId ? 'true' : undefined}
                      onClick={() => onOpen(r.id)}
                    >
                      {r.name}
                    </button>
                    {r.namespace && <Badge>{r.namespace}</Badge>}
                    <LabelChips labels={r.labels} />
                  </div>
                  <div role="cell" className="health-table__cell">
                    <HealthCell row={r} />
                  </div>
                  <div role="cell" className="health-table__cell">
                    <UptimeCell row={r} />
                  </div>
                  <div role="cell" className="health-table__cell">
                    <LatencyCell row={r} />
                  </div>
                  <div role="cell" className="health-table__cell">
                    <TransitionCell row={r} nowMs={nowMs} />
                  </div>
                </div>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
});
