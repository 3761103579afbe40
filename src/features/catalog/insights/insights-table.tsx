import { Link } from '../../../components/ui/link.tsx';
import { exactTime, relativeTime } from '../shared/time-format.ts';
import type { InsightRow } from './insights-api.ts';
import { severityTone } from './insight-severity.ts';
// The mc-table look (the Table wrapper's stylesheet; these screens draw plain tables).
import '../../../components/ui/table.css';
// The sideways-scroll frame with its edge shadow.
import '../shared/catalog-bits.css';

export interface InsightsTableProps {
  rows: readonly InsightRow[];
  sortBy?: string;
  sortDesc?: boolean;
  onSort?: (column: string) => void;
  /** Opens an insight's detail (a row's click or Enter). */
  onOpen?: (row: InsightRow) => void;
}

const COLUMNS: readonly [label: string, column: string | null][] = [
  ['Catalog', 'config_name'],
  ['Summary', 'summary'],
  ['Type', 'analysis_type'],
  ['Analyzer', 'analyzer'],
  ['Severity', 'severity'],
  ['Status', 'status'],
  ['First Observed', 'first_observed'],
  ['Last Observed', 'last_observed'],
];

/** Catalog, Summary, Type, Analyzer, Severity, Status, First Observed, Last Observed. */
export function InsightsTable({ rows, sortBy, sortDesc = true, onSort, onOpen }: InsightsTableProps) {
  return (
    <div className="mc-table-wrap catalog-scroll-frame">
      <table
        className="mc-table insights-table"
        data-empty={rows.length === 0 ? 'true' : undefined}
        aria-label="Insights"
      >
        <colgroup>
          {COLUMNS.map(([label, column]) => (
            <col key={label} className={`insights-col--${column ?? 'other'}`} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {COLUMNS.map(([label, column]) => {
              const active = column !== null && column === sortBy;
              return (
                <th
                  key={label}
                  scope="col"
                  className="mc-table__column"
                  aria-sort={active ? (sortDesc ? 'descending' : 'ascending') : undefined}
                >
                  {onSort === undefined || column === null ? (
                    label
                  ) : (
                    <button type="button" className="insights-sort" onClick={() => onSort(column)}>
                      {label} {active ? (sortDesc ? '▼' : '▲') : ''}
                    </button>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={COLUMNS.length} className="mc-table__cell insights-empty">
                No data available
              </td>
            </tr>
          )}
          {rows.map((r) => (
            <tr
              key={r.id}
              className="insights-row"
              tabIndex={onOpen === undefined ? undefined : 0}
              aria-label={`${r.summary ?? r.analyzer ?? 'Insight'} on ${r.config_name ?? r.config_id}`}
              onClick={(e) => {
                // The catalogue link in the row goes to the item, not to the detail.
                if (e.target instanceof Element && e.target.closest('a') !== null) return;
                onOpen?.(r);
              }}
              onKeyDown={(e) => {
                if (onOpen !== undefined && e.target === e.currentTarget && e.key === 'Enter') {
                  e.preventDefault();
                  onOpen(r);
                }
              }}
            >
              <td className="mc-table__cell" title={`${r.config_name ?? r.config_id} ${r.config_type ?? ''}`}>
                <Link href={`/catalog/${r.config_id}`}>{r.config_name ?? r.config_id}</Link>{' '}
                <span className="insights-muted insights-second-line">{r.config_type}</span>
              </td>
              <td className="mc-table__cell" title={r.message ?? r.summary ?? undefined}>
                {r.summary}
              </td>
              <td className="mc-table__cell" title={r.analysis_type ?? undefined}>
                {r.analysis_type}
              </td>
              <td className="mc-table__cell" title={r.analyzer ?? undefined}>
                {r.analyzer}
              </td>
              <td className="mc-table__cell">
                <span className="insights-severity" data-tone={severityTone(r.severity)}>
                  {r.severity}
                </span>
              </td>
              <td className="mc-table__cell">{r.status}</td>
              <td className="mc-table__cell" title={exactTime(r.first_observed)}>
                {relativeTime(r.first_observed)}
              </td>
              <td className="mc-table__cell" title={exactTime(r.last_observed)}>
                {relativeTime(r.last_observed)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
