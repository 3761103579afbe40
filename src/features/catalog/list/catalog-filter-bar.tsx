// The /catalog filters (spec 02-areas §2.2): Type, Group By, Labels, Status, Health, Search,
// Refresh, and the 'Hide Deleted Catalog' preference. The search is answered from the local
// catalogue on every keystroke; only its address write keeps the spec's 400 ms debounce.
import { memo, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FilterBar } from '../../../components/ui/filter-bar.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { DeferredSelect } from '../../../components/ui/deferred-select.tsx';
import { SelectItem } from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useSyncClient } from '../../../sync/client/hooks.tsx';
import { TriStateFilter } from '../../../components/ui/tri-state-filter.tsx';
import { useSameValue } from '../../../lib/use-same-value.ts';
import type { FilterOptions } from './filter-options.ts';
import type { UrlWriteOptions } from '../../../lib/screen-state/use-url-state.ts';
import {
  formatTriState,
  parseTriState,
  toggleTriState,
  type TriStateMap,
} from '../../../lib/screen-state/tri-state-filter.ts';
import { DEFAULT_GROUP_BY, TAG_SUFFIX, formatLabels, parseLabels, type CatalogSearch } from './url-state.ts';

/** Spec §2.2: the search box's address write waits for typing to pause this long. */
export const SEARCH_URL_DEBOUNCE_MS = 400;

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
  readonly setSearch: (patch: Partial<CatalogSearch>, options?: UrlWriteOptions) => void;
  readonly options: FilterOptions;
  readonly favourites: readonly string[];
  readonly hideDeleted: boolean;
  readonly setHideDeleted: (hide: boolean) => void;
  /** The search box gained or lost focus (the page readies the list for the first letter). */
  readonly onSearchFocusChange: (focused: boolean) => void;
}

/**
 * The bar re-renders for each letter typed, but only its search box does work then: the choices
 * are memoized on the address without its search text, and the switch and Refresh on their own
 * props (react-aria's controls cost a few milliseconds a render, inside the keystroke's frame).
 */
export function CatalogFilterBar({
  search,
  setSearch,
  options,
  favourites,
  hideDeleted,
  setHideDeleted,
  onSearchFocusChange,
}: Props) {
  const filters = useSameValue({ ...search, search: undefined });
  return (
    <FilterBar label="Catalog filters" role="search">
      <CatalogChoices filters={filters} setSearch={setSearch} options={options} favourites={favourites} />
      <SearchField
        aria-label="Search for configs"
        placeholder="Search for configs"
        value={search.search ?? ''}
        onChange={(text) => setSearch({ search: text }, { debounceMs: SEARCH_URL_DEBOUNCE_MS })}
        onFocusChange={onSearchFocusChange}
      />
      <HideDeletedAndRefresh hideDeleted={hideDeleted} setHideDeleted={setHideDeleted} />
    </FilterBar>
  );
}

const HideDeletedAndRefresh = memo(function HideDeletedAndRefresh({
  hideDeleted,
  setHideDeleted,
}: Pick<Props, 'hideDeleted' | 'setHideDeleted'>) {
  const client = useSyncClient();
  const [refreshing, setRefreshing] = useState(false);
  return (
    <>
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
    </>
  );
});

type ChoicesProps = Pick<Props, 'setSearch' | 'options' | 'favourites'> & {
  /** The address without its search text. */
  readonly filters: CatalogSearch;
};

const CatalogChoices = memo(function CatalogChoices({
  filters: search,
  setSearch,
  options,
  favourites,
}: ChoicesProps) {
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
  const labelStates: TriStateMap = Object.fromEntries(
    parseLabels(search.labels).map((l) => [`${l.key}=${l.value}`, l.state] as const),
  );

  return (
    <>
      <DeferredSelect
        label="Type"
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
          const list = parseLabels(formatTriState(next, 'suffix'));
          setSearch({ labels: formatLabels(list), groupBy: undefined });
        }}
        onClear={() => setSearch({ labels: undefined })}
        emptyText="No labels"
      />
      <TriStateFilter
        label="Status"
        options={statusChoices}
        states={parseTriState(search.status, 'suffix')}
        onToggle={(v, s) =>
          setSearch({
            status: formatTriState(toggleTriState(parseTriState(search.status, 'suffix'), v, s), 'suffix'),
          })
        }
        onClear={() => setSearch({ status: undefined })}
      />
      <TriStateFilter
        label="Health"
        options={healthChoices}
        states={parseTriState(search.health, 'suffix')}
        onToggle={(v, s) =>
          setSearch({
            health: formatTriState(toggleTriState(parseTriState(search.health, 'suffix'), v, s), 'suffix'),
          })
        }
        onClear={() => setSearch({ health: undefined })}
      />
    </>
  );
});
