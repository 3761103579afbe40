import {
  Cell as AriaCell,
  Column as AriaColumn,
  composeRenderProps,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  type CellProps,
  type ColumnProps,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  type TableProps,
} from 'react-aria-components';
import './table.css';

function withClass(base: string) {
  return (extra: string | undefined) => [base, extra].filter(Boolean).join(' ');
}

/**
 * A dense data table with keyboard navigation, sorting (`sortDescriptor`/`onSortChange`) and
 * row actions (`onRowAction`, or `href` on a Row). Give it an `aria-label`.
 */
export function Table({ className, ...props }: TableProps) {
  return (
    <div className="mc-table-wrap">
      <AriaTable {...props} className={composeRenderProps(className, withClass('mc-table'))} />
    </div>
  );
}

/** The header row. */
export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return (
    <AriaTableHeader {...props} className={composeRenderProps(className, withClass('mc-table__header'))} />
  );
}

/** A column header; `allowsSorting` adds a sort arrow. One column needs `isRowHeader`. */
export function Column({ className, children, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={composeRenderProps(className, withClass('mc-table__column'))}>
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <span className="mc-table__column-inner">
          {content}
          {allowsSorting && (
            <span className="mc-table__sort" aria-hidden="true" data-direction={sortDirection ?? 'none'}>
              {sortDirection === 'descending' ? '▼' : '▲'}
            </span>
          )}
        </span>
      ))}
    </AriaColumn>
  );
}

/** The body; `renderEmptyState` shows a message when there are no rows. */
export function TableBody<T extends object>({ className, ...props }: TableBodyProps<T>) {
  return <AriaTableBody {...props} className={composeRenderProps(className, withClass('mc-table__body'))} />;
}

/** One row. */
export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <AriaRow {...props} className={composeRenderProps(className, withClass('mc-table__row'))} />;
}

/** One cell. */
export function Cell({ className, ...props }: CellProps) {
  return <AriaCell {...props} className={composeRenderProps(className, withClass('mc-table__cell'))} />;
}
