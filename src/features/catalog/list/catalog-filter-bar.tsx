// The /catalog filters (spec 02-areas §2.2): Type, Group By, Labels, Status, Health, Search
// (400 ms debounce), Refresh, and the 'Hide Deleted Catalog' preference.
import { memo, useEffect, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { DeferredSelect } from '../../../components/ui/deferred-select.tsx';
import { SelectItem } from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useSyncClient } from '../../../sync/client/hooks.tsx';
import { TriStateFilter } from '../shared/tri-state-filter.tsx';
import type { FilterOptions } from './filter-options.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import {
  DEFAULT_GROUP_BY,
  TAG_SUFFIX,
  formatLabels,
  formatTriState,
  parseLabels,
  parseTriState,
  toggleTriState,
  type CatalogSearch,
} from './url-state.ts';

const ALL = '__all__';
const NONE = 'none';
const HEALTHS = ['healthy', 'unhealthy', 'warning', 'unknown'] as const;
const collator = new Intl.Collator();

interface TypeOption {
  readonly id: string;
  readonly count: number | undefined;
  readonly pinned: boolean;
}

function typeText(t: TypeOption | undefined): string {
  if (t === undefined || t.id === ALL) return 'All';
  return `${t.pinned ? '★ ' : ''}${t.id}${t.count === undefined ? '' : ` (${t.count})`}`;
}

interface Props {
  readonly search: CatalogSearch;
  readonly setSearch: (patch: Partial<CatalogSearch>, options?: { push?: boolean }) => void;
  readonly options: FilterOptions;
  readonly favourites: readonly string[];
  readonly hideDeleted: boolean;
  readonly setHideDeleted: (hide: boolean) => void;
}

/** Memoized: the page re-renders for every answer of its queries; the filters only for theirs. */
export const CatalogFilterBar = memo(function CatalogFilterBar({
  search,
  setSearch,
  options,
  favourites,
  hideDeleted,
  setHideDeleted,
}: Props) {
  const client = useSyncClient();
  const [refreshing, setRefreshing] = useState(false);
  const [text, setText] = useState(search.search ?? '');
  const settled = useDebouncedValue(text, 400);
  useEffect(() => {
    if (settled !== (search.search ?? '')) setSearch({ search: settled === '' ? undefined : settled });
    // Only the settled text drives the URL; URL changes from elsewhere reset the box below.
  }, [settled]);
  useEffect(() => setText(search.search ?? ''), [search.search]);

  // Item lists keep their identity until the options change: a new list makes each Select rebuild
  // its collection, which then re-renders synchronously (react-aria's collection store).
  const types = useMemo(() => {
    const list = [...options.types]
      .filter((t) => t.value !== null)
      .map((t): TypeOption => ({
        id: String(t.value),
        count: t.count,
        pinned: favourites.includes(String(t.value)),
      }))
      .sort((a, b) => (a.pinned === b.pinned ? collator.compare(a.id, b.id) : a.pinned ? -1 : 1));
    // The type in the URL shows even before the type counts arrive (or when none are left).
    if (search.configType !== undefined && !list.some((t) => t.id === search.configType)) {
      list.unshift({
        id: search.configType,
        count: undefined,
        pinned: favourites.includes(search.configType),
      });
    }
    return [{ id: ALL, count: 0, pinned: false } satisfies TypeOption, ...list];
  }, [options.types, favourites, search.configType]);
  const groupOptions = useMemo(
    () => [
      { id: DEFAULT_GROUP_BY, label: 'Provider, then type' },
      { id: 'name', label: 'Name' },
      { id: 'analysis', label: 'Analysis' },
      { id: 'changed', label: 'Changed' },
      { id: 'type', label: 'Type' },
      { id: 'config_class', label: 'Provider' },
      ...options.tagKeys.map((k) => ({ id: `${k}${TAG_SUFFIX}`, label: `Tag: ${k}` })),
      { id: NONE, label: 'None' },
    ],
    [options.tagKeys],
  );
  const labelChoices = useMemo(
    () => options.labels.map((l) => ({ value: `${l.key}=${l.value}`, count: l.count })),
    [options.labels],
  );
  const statusChoices = useMemo(
    () =>
      options.statuses
        .filter((s) => s.value !== null)
        .map((s) => ({ value: String(s.value), count: s.count })),
    [options.statuses],
  );
  const healthChoices = useMemo(
    () =>
      HEALTHS.map((value) => ({
        value,
        count: options.healths.find((h) => (h.value ?? 'unknown') === value)?.count ?? 0,
      })),
    [options.healths],
  );
  const groupValue = search.groupBy ?? (search.configType ? NONE : DEFAULT_GROUP_BY);
  // An unknown group-by in the URL shows as the default (the first option).
  const group = groupOptions.find((o) => o.id === groupValue) ?? groupOptions[0];
  const labelStates = new Map(
    parseLabels(search.labels).map((l) => [`${l.key}=${l.value}`, l.state] as const),
  );

  return (
    <div className="catalog-filters" role="search" aria-label="Catalog filters">
      <DeferredSelect
        label="Type"
        className="catalog-filters__select"
        valueText={typeText(types.find((t) => t.id === (search.configType ?? ALL)))}
        selectedKey={search.configType ?? ALL}
        onSelectionChange={(key) =>
          setSearch(
            { configType: key === ALL || key === null ? undefined : String(key), groupBy: undefined },
            { push: true },
          )
        }
        items={types}
      >
        {(t) => (
          <SelectItem id={t.id} textValue={t.id === ALL ? 'All' : t.id}>
            {typeText(t)}
          </SelectItem>
        )}
      </DeferredSelect>
      <DeferredSelect
        label="Group By"
        className="catalog-filters__select"
        valueText={group?.label ?? ''}
        selectedKey={group?.id ?? DEFAULT_GROUP_BY}
        onSelectionChange={(key) => setSearch({ groupBy: key === null ? undefined : String(key) })}
        items={groupOptions}
      >
        {(o) => (
          <SelectItem id={o.id} textValue={o.label}>
            {o.label}
          </SelectItem>
        )}
      </DeferredSelect>
      <TriStateFilter
        label="Labels"
        options={labelChoices}
        states={labelStates}
        onToggle={(pair, state) => {
          const next = toggleTriState(labelStates, pair, state);
          const list = parseLabels([...next].map(([v, s]) => `${encodeURIComponent(v)}:${s}`).join(','));
          setSearch({ labels: formatLabels(list), groupBy: undefined });
        }}
        onClear={() => setSearch({ labels: undefined })}
        emptyText="No labels"
      />
      <TriStateFilter
        label="Status"
        options={statusChoices}
        states={parseTriState(search.status)}
        onToggle={(v, s) =>
          setSearch({ status: formatTriState(toggleTriState(parseTriState(search.status), v, s)) })
        }
        onClear={() => setSearch({ status: undefined })}
      />
      <TriStateFilter
        label="Health"
        options={healthChoices}
        states={parseTriState(search.health)}
        onToggle={(v, s) =>
          setSearch({ health: formatTriState(toggleTriState(parseTriState(search.health), v, s)) })
        }
        onClear={() => setSearch({ health: undefined })}
      />
      <SearchField
        aria-label="Search for configs"
        placeholder="Search for configs"
        className="catalog-filters__search"
        value={text}
        onChange={setText}
      />
      <Switch isSelected={hideDeleted} onChange={setHideDeleted}>
        Hide Deleted Catalog
      </Switch>
      <Button
        size="sm"
        isDisabled={refreshing}
        onPress={() => {
          setRefreshing(true);
          void client.refresh(['config_items']).finally(() => setRefreshing(false));
        }}
      >
        {refreshing ? 'Refreshing…' : 'Refresh'}
      </Button>
    </div>
  );
});
