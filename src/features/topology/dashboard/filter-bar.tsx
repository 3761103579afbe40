// The Dashboard's filters (spec 02-areas §2.7): Health and Labels (tri-state include/exclude),
// Type, Team and Agent (one each, 'All' clears), all in the address; then the sort menu and the
// preferences, kept in this browser. Every choice is answered from the local components at once.
import { memo, useMemo } from 'react';
import { DeferredSelect } from '../../../components/ui/deferred-select.tsx';
import { SelectItem } from '../../../components/ui/select.tsx';
import type { UrlWriteOptions } from '../../../lib/screen-state/use-url-state.ts';
import {
  formatTriState,
  parseTriState,
  toggleTriState,
  type TriStateMap,
} from '../../../lib/screen-state/tri-state-filter.ts';
import type { ValueCount, MapValueCount } from '../../../sync/client/public-types.ts';
import type { CardTeam } from '../card/component-card.tsx';
import { parseLabels, type DashboardSearch } from '../model/url-state.ts';
import { DashboardPreferences, SortMenu, type SortControls } from './sort-and-preferences.tsx';
import { FilterBar } from '../../../components/ui/filter-bar.tsx';
import { TriStateFilter } from '../../../components/ui/tri-state-filter.tsx';

const ALL = '__all__';
/**
 * The cards answer a choice at once from the local components (useUrlState's state changes now);
 * only the address write, a router navigation, waits until the choosing pauses.
 */
export const URL_WRITE_DEBOUNCE_MS = 300;
const later = { debounceMs: URL_WRITE_DEBOUNCE_MS };
const HEALTHS = ['healthy', 'unhealthy', 'warning', 'unknown'] as const;
const collator = new Intl.Collator();

export interface DashboardOptions {
  readonly statuses: readonly ValueCount[];
  readonly types: readonly ValueCount[];
  readonly agents: readonly ValueCount[];
  readonly labels: readonly MapValueCount[];
  readonly headlines: readonly string[];
}

interface Choice {
  readonly id: string;
  readonly label: string;
}

interface Props extends SortControls {
  readonly search: DashboardSearch;
  readonly setSearch: (patch: Partial<DashboardSearch>, options?: UrlWriteOptions) => void;
  readonly options: DashboardOptions;
  readonly teams: readonly CardTeam[];
  readonly agentNames: ReadonlyMap<string, string>;
}

function SingleFilter({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const items = useMemo(() => [{ id: ALL, label: 'All' }, ...choices], [choices]);
  // A value in the address that no component has any more still shows (and can be cleared).
  const shown = value === undefined ? 'All' : (choices.find((c) => c.id === value)?.label ?? value);
  return (
    <DeferredSelect
      label={label}
      valueText={shown}
      selectedKey={value ?? ALL}
      onSelectionChange={(key) => onChange(key === ALL || key === null ? undefined : String(key))}
      items={
        value === undefined || choices.some((c) => c.id === value)
          ? items
          : [...items, { id: value, label: value }]
      }
    >
      {(c) => (
        <SelectItem id={c.id} textValue={c.label}>
          {c.label}
        </SelectItem>
      )}
    </DeferredSelect>
  );
}

/** Memoized: the page re-renders for every answer of its queries; the filters only for theirs. */
export const DashboardFilterBar = memo(function DashboardFilterBar({
  search,
  setSearch,
  options,
  teams,
  agentNames,
  ...sortControls
}: Props) {
  const healthChoices = useMemo(
    () =>
      HEALTHS.map((value) => ({
        value,
        count: options.statuses.find((s) => (s.value ?? 'unknown') === value)?.count ?? 0,
      })),
    [options.statuses],
  );
  const typeChoices = useMemo(
    () =>
      options.types
        .filter((t) => t.value !== null)
        .map((t) => ({ id: String(t.value), label: `${String(t.value)} (${t.count})` }))
        .sort((a, b) => collator.compare(a.id, b.id)),
    [options.types],
  );
  const teamChoices = useMemo(() => teams.map((t) => ({ id: t.name, label: t.name })), [teams]);
  const agentChoices = useMemo(
    () =>
      options.agents
        .filter((a) => a.value !== null)
        .map((a) => ({ id: String(a.value), label: agentNames.get(String(a.value)) ?? String(a.value) }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    [options.agents, agentNames],
  );
  const labelChoices = useMemo(
    () =>
      options.labels
        .filter((l) => l.value !== null)
        .map((l) => ({ value: `${l.key}=${l.value ?? ''}`, count: l.count }))
        .sort((a, b) => collator.compare(a.value, b.value)),
    [options.labels],
  );
  const labelStates: TriStateMap = Object.fromEntries(
    parseLabels(search.labels).map((l) => [`${l.key}=${l.value}`, l.state] as const),
  );
  const healthStates = parseTriState(search.status, 'suffix');

  return (
    <FilterBar label="Dashboard filters" role="search">
      <TriStateFilter
        label="Health"
        options={healthChoices}
        states={healthStates}
        onToggle={(v, s) =>
          setSearch({ status: formatTriState(toggleTriState(healthStates, v, s), 'suffix') }, later)
        }
        onClear={() => setSearch({ status: undefined }, later)}
      />
      <SingleFilter
        label="Type"
        choices={typeChoices}
        value={search.type}
        onChange={(type) => setSearch({ type }, { push: true })}
      />
      <SingleFilter
        label="Team"
        choices={teamChoices}
        value={search.team}
        onChange={(team) => setSearch({ team }, later)}
      />
      <TriStateFilter
        label="Labels"
        options={labelChoices}
        states={labelStates}
        onToggle={(pair, state) =>
          setSearch({ labels: formatTriState(toggleTriState(labelStates, pair, state), 'suffix') }, later)
        }
        onClear={() => setSearch({ labels: undefined }, later)}
        emptyText="No labels"
      />
      <SingleFilter
        label="Agent"
        choices={agentChoices}
        value={search.agent_id}
        onChange={(agent_id) => setSearch({ agent_id }, later)}
      />
      <span className="mc-filter-bar__spacer" />
      <SortMenu {...sortControls} headlines={options.headlines} />
      <DashboardPreferences {...sortControls} />
    </FilterBar>
  );
});
