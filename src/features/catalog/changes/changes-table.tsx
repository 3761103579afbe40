import { Badge } from '../../../components/ui/badge.tsx';
import { exactTime, relativeTime } from '../shared/time-format.ts';
import type { ChangeRow } from './changes-api.ts';
import type { ChangesFilters, ListKey } from './changes-filters.ts';
import { FilterCell } from './filter-cell.tsx';
import type { TriState } from '../../../lib/screen-state/tri-state-filter.ts';
// The mc-table look (the Table wrapper's stylesheet; these screens draw plain tables).
import '../../../components/ui/table.css';
// The sideways-scroll frame with its edge shadow.
import '../shared/catalog-bits.css';

export interface ChangesTableProps {
  rows: readonly ChangeRow[];
  filters: ChangesFilters;
  onFilter: (key: ListKey, value: string, state: TriState) => void;
  onSort: (column: string) => void;
  onOpen: (row: ChangeRow) => void;
}

const SEVERITY_TONE: Record<string, 'unhealthy' | 'warning' | 'neutral' | 'accent'> = {
  critical: 'unhealthy',
  high: 'unhealthy',
  medium: 'warning',
  low: 'neutral',
  info: 'accent',
};

function tagPairs(tags: ChangeRow['tags']): string[] {
  if (tags === null || tags === undefined) return [];
  return Object.entries(tags)
    .filter(([, v]) => typeof v === 'string')
    .map(([k, v]) => `${k}=${String(v)}`);
}

/** The change list: Last Seen, Catalog, Type, Summary, Tags, Created By; a row opens its details. */
export function ChangesTable({ rows, filters, onFilter, onSort, onOpen }: ChangesTableProps) {
  const stateOf = (key: ListKey, value: string | null | undefined) =>
    value === null || value === undefined ? 0 : (filters.lists[key][value] ?? 0);
  const header = (label: string, column: string | null) => {
    const active = column !== null && filters.sortBy === column;
    return (
      <th
        scope="col"
        className="mc-table__column"
        aria-sort={active ? (filters.sortDesc ? 'descending' : 'ascending') : undefined}
      >
        {column === null ? (
          label
        ) : (
          <button type="button" className="changes-sort" onClick={() => onSort(column)}>
            {label} {active ? (filters.sortDesc ? '▼' : '▲') : ''}
          </button>
        )}
      </th>
    );
  };
  return (
    <div className="mc-table-wrap changes-table-wrap catalog-scroll-frame">
      <table
        className="mc-table changes-table"
        data-empty={rows.length === 0 ? 'true' : undefined}
        aria-label="Config changes"
      >
        {/* Fixed widths: every column is on screen at 1440 and at 1024 px; long text wraps. */}
        <colgroup>
          <col className="changes-col--seen" />
          <col className="changes-col--catalog" />
          <col className="changes-col--type" />
          <col className="changes-col--summary" />
          <col className="changes-col--tags" />
          <col className="changes-col--creator" />
        </colgroup>
        <thead>
          <tr>
            {header('Last Seen', 'created_at')}
            {header('Catalog', 'name')}
            {header('Type', 'change_type')}
            {header('Summary', 'summary')}
            {header('Tags', null)}
            {header('Created By', null)}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={6} className="mc-table__cell changes-empty">
                No data available
              </td>
            </tr>
          )}
          {rows.map((r) => {
            const creator = r.external_created_by ?? r.created_by ?? undefined;
            return (
              <tr
                key={r.id}
                className="changes-row"
                tabIndex={0}
                aria-label={`${r.change_type ?? 'change'} on ${r.name ?? r.config_id}`}
                onClick={() => onOpen(r)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' || e.key === ' ') {
                    e.preventDefault();
                    onOpen(r);
                  }
                }}
              >
                <td
                  className="mc-table__cell"
                  title={`Last seen ${exactTime(r.created_at)}${r.first_observed ? `, first observed ${exactTime(r.first_observed)}` : ''}`}
                >
                  {relativeTime(r.created_at)}
                  {(r.count ?? 1) > 1 && <span className="changes-count"> ×{r.count}</span>}
                  {r.first_observed && (r.count ?? 1) > 1 && (
                    <span className="changes-first changes-second-line">
                      first {relativeTime(r.first_observed)}
                    </span>
                  )}
                </td>
                <td className="mc-table__cell">
                  <FilterCell
                    title={`${r.name ?? ''} ${r.type ?? ''}`}
                    value={r.type ?? undefined}
                    state={stateOf('configType', r.type)}
                    onFilter={(v, s) => onFilter('configType', v, s)}
                  >
                    <span className={r.deleted_at ? 'changes-deleted' : undefined}>{r.name}</span>{' '}
                    <span className="changes-muted changes-second-line">{r.type}</span>
                  </FilterCell>
                </td>
                <td className="mc-table__cell">
                  <FilterCell
                    title={[r.severity, r.change_type].filter(Boolean).join(' ')}
                    value={r.change_type ?? undefined}
                    state={stateOf('changeType', r.change_type)}
                    onFilter={(v, s) => onFilter('changeType', v, s)}
                  >
                    {r.severity && <Badge tone={SEVERITY_TONE[r.severity] ?? 'neutral'}>{r.severity}</Badge>}{' '}
                    {r.change_type}
                  </FilterCell>
                </td>
                <td className="mc-table__cell changes-summary">
                  <FilterCell
                    title={r.summary ?? undefined}
                    value={r.summary ?? undefined}
                    state={stateOf('summary', r.summary)}
                    onFilter={(v, s) => onFilter('summary', v, s)}
                  >
                    {r.summary}
                  </FilterCell>
                </td>
                <td className="mc-table__cell" title={tagPairs(r.tags).join('\n') || undefined}>
                  <span className="changes-tags">
                    {tagPairs(r.tags)
                      .slice(0, 3)
                      .map((p) => (
                        <FilterCell
                          key={p}
                          title={p}
                          value={p}
                          state={stateOf('tags', p)}
                          onFilter={(v, s) => onFilter('tags', v, s)}
                        >
                          {/* The value shows (it tells rows apart); the key is read out and in the tooltip. */}
                          <span className="changes-tag">
                            <span className="mc-visually-hidden">{p.slice(0, p.indexOf('=') + 1)}</span>
                            {p.slice(p.indexOf('=') + 1)}
                          </span>
                        </FilterCell>
                      ))}
                  </span>
                </td>
                <td className="mc-table__cell">
                  <FilterCell
                    title={creator}
                    value={r.external_created_by ?? undefined}
                    state={stateOf('createdBy', r.external_created_by)}
                    onFilter={(v, s) => onFilter('createdBy', v, s)}
                  >
                    {creator ?? ''}
                  </FilterCell>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
