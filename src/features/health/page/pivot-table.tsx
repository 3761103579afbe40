// The pivot view: a plain table (rows = groups, columns = the pivot dimension's values) so screen
// readers announce row and column headers; the scroll area takes focus for keyboard scrolling.
import { StatusDot } from '../../../components/ui/badge.tsx';
import { formatDuration, formatUptime } from '../state/format.ts';
import type { PivotCell, PivotCellType, PivotHeader, PivotModel } from '../state/pivot.ts';

interface Props {
  model: PivotModel;
  cellType: PivotCellType;
  /** Header of the row dimension ("Canary", "Check"). */
  rowTitle: string;
  columnTitle: string;
  /** Display name of a column value (agent ids become agent names). */
  columnLabel: (value: string | null) => string;
}

const GROUP_TONE = { good: 'healthy', mixed: 'warning', bad: 'unhealthy' } as const;
const STATE_TEXT = { good: 'good', mixed: 'mixed', bad: 'all bad' } as const;

export function PivotTable({ model, cellType, rowTitle, columnTitle, columnLabel }: Props) {
  if (model.rows.length === 0) return <p className="health-empty">No data available</p>;
  const label = (h: PivotHeader) => (h.value === null || h.value === '' ? '(none)' : h.value);
  return (
    <div className="health-pivot" role="region" aria-label="Pivot table" tabIndex={0}>
      <table className="health-pivot__table" aria-label={`Checks by ${rowTitle} and ${columnTitle}`}>
        <thead>
          <tr>
            <th scope="col" className="health-pivot__corner">
              {rowTitle} \ {columnTitle}
            </th>
            {model.columns.map((c) => (
              <th key={c.key} scope="col">
                {columnLabel(c.value)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{label(r)}</th>
              {model.columns.map((c) => (
                <td key={c.key}>
                  <PivotCellView cell={r.cells.get(c.key)} cellType={cellType} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {(model.hiddenColumns > 0 || model.hiddenRows > 0) && (
        <p className="health-muted">
          Showing {model.rows.length} rows and {model.columns.length} columns
          {model.hiddenRows > 0 ? `; ${model.hiddenRows} more rows` : ''}
          {model.hiddenColumns > 0 ? `; ${model.hiddenColumns} more columns` : ''}. Narrow the filters to see
          them.
        </p>
      )}
    </div>
  );
}

function PivotCellView({ cell, cellType }: { cell: PivotCell | undefined; cellType: PivotCellType }) {
  if (cell === undefined || cell.count === 0)
    return (
      <span className="health-muted" role="img" aria-label="no checks">
        –
      </span>
    );
  switch (cellType) {
    case 'health':
      return (
        <span title={`${cell.passed} passing, ${cell.count - cell.passed} failing`}>
          <StatusDot
            status={GROUP_TONE[cell.state]}
            label={<span className="health-status">{STATE_TEXT[cell.state]}</span>}
          />{' '}
          <span className="health-muted">
            {cell.passed}/{cell.count}
          </span>
        </span>
      );
    case 'uptime':
      return <span>{formatUptime(cell.uptime)}</span>;
    case 'latency':
      return <span>{formatDuration(cell.latency)}</span>;
    case 'count':
      return <span>{cell.count}</span>;
  }
}
