import { Link } from '../../../components/ui/link.tsx';
import { exactTime, relativeTime } from '../shared/time-format.ts';
import type { InsightRow } from './insights-api.ts';
// The mc-table look (the Table wrapper's stylesheet; these screens draw plain tables).
import '../../../components/ui/table.css';

/** Spec §2.5: analysis severity colours, critical red and warning yellow. */
export function severityTone(severity: string | null | undefined): 'critical' | 'warning' | 'other' {
  const s = (severity ?? '').toLowerCase();
  if (s === 'critical' || s === 'blocker' || s === 'high') return 'critical';
  if (s === 'warning' || s === 'medium') return 'warning';
  return 'other';
}

export interface InsightsTableProps {
  rows: readonly InsightRow[];
  sortBy?: string;
  sortDesc?: boolean;
  onSort?: (column: string) => void;
}

const COLUMNS: readonly [label: string, column: string | null][] = [
  ['Catalog', 'config_name'],
  ['Type', 'analysis_type'],
  ['Analyzer', 'analyzer'],
  ['Severity', 'severity'],
  ['Status', 'status'],
  ['First Observed', 'first_observed'],
  ['Last Observed', 'last_observed'],
];

/** Catalog, Type, Analyzer, Severity, Status, First Observed, Last Observed. */
export function InsightsTable({ rows, sortBy, sortDesc = true, onSort }: InsightsTableProps) {
  return (
    <div className="mc-table-wrap">
      <table className="mc-table insights-table" aria-label="Insights">
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
              <td colSpan={7} className="mc-table__cell insights-empty">
                No data available
              </td>
            </tr>
          )}
          {rows.map((r) => (
            <tr key={r.id} className="insights-row" title={r.summary ?? undefined}>
              <td className="mc-table__cell">
                <Link href={`/catalog/${r.config_id}`}>{r.config_name ?? r.config_id}</Link>{' '}
                <span className="insights-muted">{r.config_type}</span>
              </td>
              <td className="mc-table__cell">{r.analysis_type}</td>
              <td className="mc-table__cell">{r.analyzer}</td>
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
