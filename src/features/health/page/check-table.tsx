// The checks table (spec §2): Checks (expander and name, namespace tag), Health, Uptime, Latency,
// Transition; sorting in the URL; groups with good/mixed/all-bad state; virtual scrolling over
// the whole result (locally answered lists are not paged; brief "Spec constants").
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { Badge, StatusDot } from '../../../components/ui/badge.tsx';
import type { CheckRow } from '../../../sync/collections/checks.ts';
import type { CheckGroup } from '../state/grouping.ts';
import { HealthCell, LabelChips, LatencyCell, TransitionCell, UptimeCell } from './check-cells.tsx';

type Item = { kind: 'group'; group: CheckGroup; open: boolean } | { kind: 'row'; row: CheckRow; nested: boolean };

const COLUMNS = [
  { id: 'name', label: 'Checks' },
  { id: 'health', label: 'Health' },
  { id: 'uptime', label: 'Uptime' },
  { id: 'latency', label: 'Latency' },
  { id: 'transition', label: 'Transition' },
] as const;

interface Props {
  rows: readonly CheckRow[];
  groups: readonly CheckGroup[] | null;
  sortBy: string;
  sortDesc: boolean;
  onSort: (column: string) => void;
  onOpen: (id: string) => void;
  nowMs: number;
}

const GROUP_TONE = { good: 'healthy', mixed: 'warning', bad: 'unhealthy' } as const;

export function CheckTable({ rows, groups, sortBy, sortDesc, onSort, onOpen, nowMs }: Props) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const items: Item[] = [];
  if (groups === null) for (const row of rows) items.push({ kind: 'row', row, nested: false });
  else
    for (const group of groups) {
      const open = !closed.has(group.key);
      items.push({ kind: 'group', group, open });
      if (open) for (const row of group.rows) items.push({ kind: 'row', row, nested: true });
    }
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = useVirtualizer({ count: items.length, getScrollElement: () => scroller.current, estimateSize: () => 36, overscan: 12 });
  const toggle = (key: string) =>
    setClosed((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className="health-table" role="table" aria-label="Health checks" aria-rowcount={items.length + 1}>
      <div role="rowgroup">
        <div role="row" className="health-table__row health-table__head" aria-rowindex={1}>
          {COLUMNS.map((c) => {
            const active = sortBy === c.id;
            return (
              <div key={c.id} role="columnheader" aria-sort={active ? (sortDesc ? 'descending' : 'ascending') : 'none'} className="health-table__cell">
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
        {items.length === 0 ? (
          <div role="row">
            <div role="cell" className="health-empty">
              No data available
            </div>
          </div>
        ) : (
          <div style={{ height: virtual.getTotalSize(), position: 'relative' }}>
            {virtual.getVirtualItems().map((v) => {
              const item = items[v.index];
              if (item === undefined) return null;
              const style = { position: 'absolute' as const, top: 0, left: 0, right: 0, transform: `translateY(${v.start}px)` };
              if (item.kind === 'group') {
                const g = item.group;
                return (
                  <div key={`g:${g.key}`} role="row" aria-rowindex={v.index + 2} className="health-table__row health-table__group" data-state={g.state} style={style}>
                    <div role="cell" className="health-table__cell">
                      <button type="button" className="health-table__expander" aria-expanded={item.open} aria-label={`${item.open ? 'Collapse' : 'Expand'} ${g.label}`} onClick={() => toggle(g.key)}>
                        {item.open ? '▾' : '▸'}
                      </button>
                      <span className="health-table__group-name">{g.label}</span> <Badge>{g.rows.length}</Badge>
                    </div>
                    <div role="cell" className="health-table__cell">
                      <StatusDot status={GROUP_TONE[g.state]} label={<span className="health-status">{g.state === 'bad' ? 'all bad' : g.state}</span>} />
                    </div>
                    <div role="cell" className="health-table__cell health-muted">
                      {g.passed} passing, {g.failed} failing
                    </div>
                    <div role="cell" className="health-table__cell" />
                    <div role="cell" className="health-table__cell" />
                  </div>
                );
              }
              const r = item.row;
              return (
                <div key={r.id} role="row" aria-rowindex={v.index + 2} className="health-table__row health-table__check" style={style} data-nested={item.nested}>
                  <div role="rowheader" className="health-table__cell health-table__name">
                    <button type="button" className="health-table__open" onClick={() => onOpen(r.id)}>
                      {r.name}
                    </button>
                    {r.namespace && <Badge>{r.namespace}</Badge>}
                    <LabelChips labels={r.labels} max={2} />
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
}
