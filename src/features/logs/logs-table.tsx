// The virtualized log table (spec §2.12): rows estimated at 62 px (measured once drawn, since a
// message wraps to as many lines as it needs, so the whole text is always readable), overscan
// 10. Columns Time, Message and Labels; Time and Labels are resized by dragging or with the arrow
// keys on their handles, and the sizes are kept in this browser.
import { useRef, type KeyboardEvent } from 'react';
import { z } from 'zod';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnSizingState,
  type Header,
} from '../../lib/data-table.ts';
import { usePersistedPref } from '../../lib/screen-state/use-persisted-pref.ts';
import { useVirtualizer, useVirtualizerAfterLayout } from '../../lib/virtual-rect.ts';
import type { LogLine } from './logs-api.ts';
import { formatLogTime, labelTexts } from './logs-model.ts';

export const ROW_ESTIMATE_PX = 62;
export const OVERSCAN = 10;
export const COLUMN_SIZES_KEY = 'mc.logs.columns';
const RESIZE_STEP_PX = 16;

const sizesSchema = z.record(z.string(), z.number());
const NO_SIZES: ColumnSizingState = {};

const columns: ColumnDef<LogLine>[] = [
  {
    id: 'timestamp',
    header: 'Time',
    size: 190,
    minSize: 140,
    maxSize: 360,
    cell: ({ row }) => <time dateTime={row.original.timestamp}>{formatLogTime(row.original.timestamp)}</time>,
  },
  {
    id: 'message',
    header: 'Message',
    enableResizing: false,
    cell: ({ row }) => <span className="logs-table__message">{row.original.message}</span>,
  },
  {
    id: 'labels',
    header: 'Labels',
    size: 240,
    minSize: 140,
    maxSize: 640,
    cell: ({ row }) => (
      <span className="logs-table__labels">
        {labelTexts(row.original.labels).map((text) => (
          <span key={text} className="logs-table__label">
            {text}
          </span>
        ))}
      </span>
    ),
  },
];

function ResizeHandle({
  header,
  onStep,
}: {
  header: Header<LogLine, unknown>;
  onStep: (px: number) => void;
}) {
  const name = String(header.column.columnDef.header);
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? RESIZE_STEP_PX : e.key === 'ArrowLeft' ? -RESIZE_STEP_PX : 0;
    if (step === 0) return;
    e.preventDefault();
    onStep(step);
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${name} column`}
      aria-valuenow={header.column.getSize()}
      aria-valuemin={header.column.columnDef.minSize}
      aria-valuemax={header.column.columnDef.maxSize}
      tabIndex={0}
      className="logs-table__resizer"
      data-resizing={header.column.getIsResizing() ? 'true' : undefined}
      onMouseDown={header.getResizeHandler()}
      onTouchStart={header.getResizeHandler()}
      onKeyDown={onKeyDown}
    />
  );
}

export function LogsTable({ lines, busy }: { lines: readonly LogLine[]; busy: boolean }) {
  const [sizes, setSizes] = usePersistedPref(COLUMN_SIZES_KEY, sizesSchema, NO_SIZES);
  const table = useReactTable({
    data: lines as LogLine[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    columnResizeMode: 'onChange',
    state: { columnSizing: sizes },
    onColumnSizingChange: (updater) =>
      setSizes((current) => (typeof updater === 'function' ? updater(current) : updater)),
  });
  const scrollRef = useRef<HTMLDivElement>(null);
  const afterLayout = useVirtualizerAfterLayout<HTMLDivElement, Element>();
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: OVERSCAN,
    getItemKey: (index) => `${lines[index]?.timestamp ?? ''}|${index}`,
    ...afterLayout,
  });
  const widthOf = (id: string) =>
    id === 'message' ? undefined : { width: table.getColumn(id)?.getSize(), flex: 'none' as const };
  const step = (id: string, px: number) => {
    const column = table.getColumn(id);
    if (column === undefined) return;
    const { minSize = 0, maxSize = Infinity } = column.columnDef;
    const next = Math.min(Math.max(column.getSize() + px, minSize), maxSize);
    setSizes((current) => ({ ...current, [id]: next }));
  };

  return (
    <div
      ref={scrollRef}
      className="logs-table"
      role="table"
      aria-label="Logs"
      aria-rowcount={rows.length + 1}
      aria-busy={busy}
      tabIndex={0}
    >
      {table.getHeaderGroups().map((group) => (
        <div key={group.id} role="row" aria-rowindex={1} className="logs-table__row logs-table__head">
          {group.headers.map((header) => (
            <div
              key={header.id}
              role="columnheader"
              className={`logs-table__cell logs-table__cell--${header.column.id}`}
              style={widthOf(header.column.id)}
            >
              {flexRender(header.column.columnDef.header, header.getContext())}
              {header.column.getCanResize() && (
                <ResizeHandle header={header} onStep={(px) => step(header.column.id, px)} />
              )}
            </div>
          ))}
        </div>
      ))}
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (row === undefined) return null;
          const level = row.original.labels?.['level'];
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              role="row"
              aria-rowindex={item.index + 2}
              className="logs-table__row"
              data-level={typeof level === 'string' ? level : undefined}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${item.start}px)`,
              }}
            >
              {row.getVisibleCells().map((cell) => (
                <div
                  key={cell.id}
                  role="cell"
                  className={`logs-table__cell logs-table__cell--${cell.column.id}`}
                  style={widthOf(cell.column.id)}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
}
