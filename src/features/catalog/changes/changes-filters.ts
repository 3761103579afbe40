import {
  parseTimeRange,
  timeRangeBounds,
  timeRangeToSearch,
  type TimeRange,
} from '../../../components/ui/time-range-picker/index.ts';
import { textParamsSchema } from '../../../lib/screen-state/use-url-state.ts';
import type { ChangesRequest } from './changes-api.ts';
import {
  formatTriState,
  parseTriState,
  type TriStateMap,
} from '../../../lib/screen-state/tri-state-filter.ts';

// The changes screens' filters as URL search values (all strings) and as the server request.

export const CHANGES_PAGE_SIZE = 200;
export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const;

/**
 * Tri-state filters (include/exclude several values, spec §4) set by the filter bar and the
 * Include/Exclude icons, keyed by URL name; each is an "A,!B" list in the URL and on the wire.
 */
export const LIST_KEYS = [
  'configType',
  'changeType',
  'severity',
  'summary',
  'source',
  'createdBy',
  'tags',
] as const;
export type ListKey = (typeof LIST_KEYS)[number];

export interface ChangesFilters {
  lists: Record<ListKey, TriStateMap>;
  range: TimeRange;
  rangeError: string | undefined;
  page: number;
  sortBy: string;
  sortDesc: boolean;
  upstream: boolean;
  downstream: boolean;
}

export const SORT_COLUMNS = ['created_at', 'name', 'change_type', 'summary', 'source', 'count'] as const;

/** Every address parameter of the changes screens (plain text, read by `readChangesFilters`). */
export const changesUrlSchema = textParamsSchema([
  ...LIST_KEYS,
  'page',
  'sortBy',
  'sortOrder',
  'upstream',
  'downstream',
  'rangeType',
  'range',
  'from',
  'to',
]);

export function readChangesFilters(params: Readonly<Record<string, string | undefined>>): ChangesFilters {
  const parsedRange = parseTimeRange(params);
  const lists = {} as Record<ListKey, TriStateMap>;
  for (const k of LIST_KEYS)
    lists[k] = k === 'tags' ? parseTags(params[k]) : parseTriState(params[k], 'bang');
  lists.severity = onlySeverities(lists.severity);
  const page = Number(params['page'] ?? '1');
  const sortBy = (SORT_COLUMNS as readonly string[]).includes(params['sortBy'] ?? '')
    ? (params['sortBy'] ?? 'created_at')
    : 'created_at';
  return {
    lists,
    range: parsedRange.ok ? parsedRange.range : { type: 'relative', range: '2d' },
    rangeError: parsedRange.ok ? undefined : parsedRange.error,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sortBy,
    sortDesc: params['sortOrder'] !== 'asc',
    upstream: params['upstream'] === 'true',
    downstream: params['downstream'] === 'true',
  };
}

/** Unknown severities in a hand-edited URL are dropped rather than sent. */
function onlySeverities(map: TriStateMap): TriStateMap {
  return Object.fromEntries(
    Object.entries(map).filter(([k]) => (SEVERITIES as readonly string[]).includes(k)),
  );
}

/** Tags in the URL: "key=value,key!=value" → {"key=value": 1, "key=value": -1 }. */
function parseTags(value: string | undefined): TriStateMap {
  const out: Record<string, 1 | -1> = {};
  for (const part of (value ?? '').split(',')) {
    const m = /^([^=!]+)(!?=)(.*)$/.exec(part.trim());
    if (m?.[1] === undefined || m[3] === undefined) continue;
    out[`${m[1]}=${m[3]}`] = m[2] === '!=' ? -1 : 1;
  }
  return out;
}

export function formatTags(map: TriStateMap): string | undefined {
  const parts = Object.entries(map).map(([pair, s]) => (s === -1 ? pair.replace('=', '!=') : pair));
  return parts.length > 0 ? parts.join(',') : undefined;
}

export function listToUrl(key: ListKey, map: TriStateMap): string | undefined {
  return key === 'tags' ? formatTags(map) : formatTriState(map, 'bang');
}

export function rangeToUrl(range: TimeRange): Record<string, string | undefined> {
  return { ...timeRangeToSearch(range), page: undefined };
}

export interface RequestScope {
  configId?: string | undefined;
  hideDeleted: boolean;
}

/** The server request of the filters; an item page walks up/downstream when asked. */
export function changesRequestOf(f: ChangesFilters, scope: RequestScope): ChangesRequest {
  const { from, to } = timeRangeBounds(f.range);
  const req: ChangesRequest = {
    from,
    to,
    page: f.page,
    page_size: CHANGES_PAGE_SIZE,
    sort_by: `${f.sortDesc ? '-' : ''}${f.sortBy}`,
    include_deleted_configs: !scope.hideDeleted,
  };
  const set = (key: keyof ChangesRequest, value: string | undefined) => {
    if (value !== undefined) Object.assign(req, { [key]: value });
  };
  set('config_type', formatTriState(f.lists.configType, 'bang'));
  set('type', formatTriState(f.lists.changeType, 'bang'));
  set('summary', formatTriState(f.lists.summary, 'bang'));
  set('source', formatTriState(f.lists.source, 'bang'));
  set('external_created_by', formatTriState(f.lists.createdBy, 'bang'));
  set('tags', formatTags(f.lists.tags));
  set('severity', formatTriState(f.lists.severity, 'bang'));
  if (scope.configId !== undefined) {
    req.id = scope.configId;
    req.recursive =
      f.upstream && f.downstream ? 'all' : f.upstream ? 'upstream' : f.downstream ? 'downstream' : 'none';
    req.depth = 5;
  }
  return req;
}
