// The catalogue table's columns and one row's cells. Cut text ends in an ellipsis and keeps its
// whole value in a tooltip; names are cut in the middle (a pod keeps its hash suffix in view);
// tags show their values (the key is in the tooltip), so same-named pods can be told apart.
import { memo } from 'react';
import { sameJson } from '../../../lib/same-json.ts';
import type { ConfigItem } from '../../../sync/collections/config-items.ts';
import { AnalysisIcons, CountBadge, MiddleEllipsis } from '../shared/catalog-bits.tsx';
import { formatCost } from '../shared/format.ts';
import { exactTime, relativeTime } from '../shared/time-format.ts';

const STALE_SCRAPE_MS = 60 * 60_000;
/** Tag chips shown in a row; the rest are counted ("+2"). */
export const TAGS_SHOWN = 3;

export interface ListColumn {
  readonly id: string;
  readonly label: string;
  readonly sort?: string;
}

const ALL_COLUMNS: readonly ListColumn[] = [
  { id: 'name', label: 'Name', sort: 'name' },
  { id: 'type', label: 'Type', sort: 'type' },
  { id: 'status', label: 'Status', sort: 'status' },
  { id: 'changes', label: 'Changes', sort: 'changes' },
  { id: 'tags', label: 'Tags' },
  { id: 'analysis', label: 'Analysis', sort: 'analysis' },
  { id: 'cost', label: 'Cost', sort: 'cost' },
  { id: 'created', label: 'Created', sort: 'created_at' },
  { id: 'updated', label: 'Updated', sort: 'updated_at' },
  { id: 'deleted', label: 'Deleted At', sort: 'deleted_at' },
  { id: 'changed', label: 'Changed' },
];

/** The columns shown: "Deleted At" only when deleted items are listed (else it is always empty). */
export function listColumns(hideDeleted: boolean): readonly ListColumn[] {
  return hideDeleted ? ALL_COLUMNS.filter((c) => c.id !== 'deleted') : ALL_COLUMNS;
}

/** Whether the item's last scrape is over an hour old (and it is not deleted). */
export function isStale(
  row: Pick<ConfigItem, 'deleted_at' | 'last_scraped_time'>,
  now = Date.now(),
): boolean {
  if (row.deleted_at !== null || row.last_scraped_time === null) return false;
  const t = Date.parse(row.last_scraped_time);
  return !Number.isNaN(t) && now - t > STALE_SCRAPE_MS;
}

/** The tags as text pairs, in order, for chips and their tooltips. */
export function tagPairs(tags: ConfigItem['tags']): { key: string; value: string }[] {
  return Object.entries(tags ?? {}).map(([key, value]) => ({ key, value: String(value) }));
}

function Text({ children, title }: { children: string | null | undefined; title?: string }) {
  const text = children ?? '';
  return (
    <span className="catalog-list__text" title={title ?? (text || undefined)}>
      {text}
    </span>
  );
}

// Every synced page pushes a new window during a cold sync: only rows whose values changed render.
export const ConfigCells = memo(
  function ConfigCells({ row, showDeleted }: { row: ConfigItem; showDeleted: boolean }) {
    const tags = tagPairs(row.tags);
    const stale = isStale(row);
    const name = row.name ?? row.id;
    return (
      <>
        <div role="cell" className="catalog-list__cell catalog-list__cell--name">
          {row.deleted_at && (
            <svg className="catalog-list__trash" viewBox="0 0 16 16" role="img" aria-label="Deleted">
              <path
                d="M3 4.5h10M6.5 4.5V3h3v1.5M4.5 4.5l.7 9h5.6l.7-9"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.3"
              />
            </svg>
          )}
          {/* Out of the tab order: the row is the stop (Enter opens) and a plain click is the row's;
            the link serves modified clicks (new tab) and copying the address. */}
          <a
            className="mc-link catalog-list__link"
            data-variant="quiet"
            href={`/catalog/${row.id}`}
            title={name}
            aria-label={name}
            tabIndex={-1}
            onClick={(e) => {
              if (!(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)) e.preventDefault();
              else e.stopPropagation();
            }}
          >
            <MiddleEllipsis text={name} />
          </a>
        </div>
        <div role="cell" className="catalog-list__cell catalog-list__cell--type">
          <Text>{row.type}</Text>
        </div>
        <div
          role="cell"
          className="catalog-list__cell catalog-list__cell--status"
          data-health={row.health ?? 'unknown'}
        >
          <Text>{row.status}</Text>
        </div>
        <div role="cell" className="catalog-list__cell catalog-list__cell--changes">
          {row.changes ? <CountBadge count={row.changes} label="changes" /> : null}
        </div>
        <div
          role="cell"
          className="catalog-list__cell catalog-list__cell--tags"
          title={tags.map((t) => `${t.key}: ${t.value}`).join('\n') || undefined}
        >
          {tags.slice(0, TAGS_SHOWN).map((t) => (
            <span key={t.key} className="catalog-tag" title={`${t.key}: ${t.value}`}>
              <span className="mc-visually-hidden">{t.key}: </span>
              {t.value}
            </span>
          ))}
          {tags.length > TAGS_SHOWN && (
            <span className="catalog-list__more">+{tags.length - TAGS_SHOWN}</span>
          )}
        </div>
        <div role="cell" className="catalog-list__cell catalog-list__cell--analysis">
          <AnalysisIcons analysis={row.analysis} />
        </div>
        <div role="cell" className="catalog-list__cell catalog-list__cell--cost">
          {formatCost(row.cost_total_30d)}
        </div>
        <div role="cell" className="catalog-list__cell catalog-list__cell--created">
          <Text title={exactTime(row.created_at)}>{relativeTime(row.created_at)}</Text>
        </div>
        <div role="cell" className="catalog-list__cell catalog-list__cell--updated">
          <Text title={exactTime(row.updated_at)}>{relativeTime(row.updated_at)}</Text>
          {stale && (
            <span
              className="catalog-list__stale"
              role="img"
              aria-label={`Last scraped ${relativeTime(row.last_scraped_time)}`}
              title={`Last scraped ${relativeTime(row.last_scraped_time)}`}
            >
              ⚠
            </span>
          )}
        </div>
        {showDeleted && (
          <div role="cell" className="catalog-list__cell catalog-list__cell--deleted">
            <Text title={exactTime(row.deleted_at)}>{relativeTime(row.deleted_at)}</Text>
          </div>
        )}
        <div role="cell" className="catalog-list__cell catalog-list__cell--changed">
          {(row.changes ?? 0) > 0 ? 'Yes' : ''}
        </div>
      </>
    );
  },
  (before, after) => before.showDeleted === after.showDeleted && sameJson(before.row, after.row),
);
