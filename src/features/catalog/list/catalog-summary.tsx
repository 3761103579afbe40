// The summary (spec 02-areas §2.2): config items grouped by provider then type (or the chosen
// group field) from the local catalogue, each row with count, changes, health bar, analysis,
// 30-day cost, created and updated. A type row narrows the list to that type.
import { memo, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
import { useLocalList } from '../../../sync/client/use-local-list.ts';
import { configItems } from '../../../sync/collections/config-items.ts';
import { AnalysisIcons, CountBadge, HealthBar } from '../shared/catalog-bits.tsx';
import { CATALOG_LIST_WORDS, LocalListStatus } from '../shared/local-list-state.tsx';
import { formatCost } from '../shared/format.ts';
import { exactTime, relativeTime } from '../shared/time-format.ts';
import { summaryQuery } from './list-query.ts';
import { narrowedSearch } from './narrow.ts';
import { buildSummaryRows, type SummaryRow } from './summary-rows.ts';
import { catalogHref, parseGroupBy, patchTo, type CatalogSearch } from './url-state.ts';

/** The summary's rows are its groups: an answer without groups counts none. */
const GROUP_COUNT = { countOf: (result: { groups?: readonly unknown[] }) => result.groups?.length ?? 0 };

interface Props {
  readonly search: CatalogSearch;
  readonly setSearch: (patch: Partial<CatalogSearch>, options?: { push?: boolean }) => void;
  readonly hideDeleted: boolean;
  readonly favourites: readonly string[];
  readonly toggleFavourite: (type: string) => void;
}

/** Memoized: hidden behind the list after the first letter, it must not render again for each. */
export const CatalogSummary = memo(function CatalogSummary({
  search,
  setSearch,
  hideDeleted,
  favourites,
  toggleFavourite,
}: Props) {
  const groups = useMemo(() => parseGroupBy(search.groupBy, false), [search.groupBy]);
  const { result, state } = useLocalList(
    configItems,
    summaryQuery(search, hideDeleted, groups),
    CATALOG_LIST_WORDS,
    GROUP_COUNT,
  );
  const rows = useMemo(
    () => (result?.groups ? buildSummaryRows(result.groups, groups, favourites) : undefined),
    [result, groups, favourites],
  );
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  if (rows === undefined || state.kind !== 'rows') return <LocalListStatus state={state} />;

  const open = (row: SummaryRow) => {
    const next = narrowedSearch(search, row);
    if (next !== null) setSearch(patchTo(next), { push: true });
  };
  const toggle = (id: string) =>
    setCollapsed((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  const visible: SummaryRow[] = [];
  for (const row of rows) {
    visible.push(row);
    if (!collapsed.has(row.id)) visible.push(...row.children);
  }

  return (
    // The frame scrolls (both ways, so the header sticks): the page never scrolls sideways.
    <div className="catalog-summary-frame catalog-scroll-frame">
      <table className="catalog-summary" aria-label="Catalog summary">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Count</th>
            <th scope="col">Changes</th>
            <th scope="col">Health</th>
            <th scope="col">Analysis</th>
            <th scope="col">Cost (30d)</th>
            <th scope="col">Created</th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((row) => {
            const isGroup = row.children.length > 0;
            const narrows = narrowedSearch(search, row) !== null;
            return (
              <tr
                key={row.id}
                data-level={row.level}
                data-group={isGroup ? 'true' : undefined}
                className={narrows ? 'catalog-summary__row--link' : undefined}
                onClick={() => (isGroup ? toggle(row.id) : open(row))}
              >
                <th scope="row">
                  <span className="catalog-summary__name">
                    {isGroup ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        isIconOnly
                        aria-expanded={!collapsed.has(row.id)}
                        aria-label={`${collapsed.has(row.id) ? 'Expand' : 'Collapse'} ${row.label}`}
                        onPress={() => toggle(row.id)}
                      >
                        <Icon name={collapsed.has(row.id) ? 'chevronRight' : 'chevronDown'} />
                      </Button>
                    ) : null}
                    {narrows ? (
                      <a
                        href={catalogHref(narrowedSearch(search, row) ?? search)}
                        onClick={(e) => {
                          e.preventDefault();
                          e.stopPropagation();
                          open(row);
                        }}
                      >
                        {row.label}
                      </a>
                    ) : (
                      <span>{row.label}</span>
                    )}
                    {row.type !== null && (
                      <button
                        type="button"
                        className="catalog-summary__pin"
                        aria-pressed={row.pinned}
                        aria-label={row.pinned ? `Unpin ${row.type}` : `Pin ${row.type}`}
                        title={row.pinned ? 'Unpin from favourites' : 'Pin as favourite'}
                        onClick={(e) => {
                          e.stopPropagation();
                          if (row.type !== null) toggleFavourite(row.type);
                        }}
                      >
                        {row.pinned ? '★' : '☆'}
                      </button>
                    )}
                  </span>
                </th>
                <td>
                  <CountBadge count={row.count} label="items" />
                </td>
                <td>{row.changes > 0 ? <CountBadge count={row.changes} label="changes" /> : null}</td>
                <td>
                  <HealthBar counts={row.health} />
                </td>
                <td>
                  <AnalysisIcons analysis={row.analysis} />
                </td>
                <td>{formatCost(row.cost)}</td>
                <td title={exactTime(row.createdAt)}>{relativeTime(row.createdAt)}</td>
                <td title={exactTime(row.updatedAt)}>{relativeTime(row.updatedAt)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});
