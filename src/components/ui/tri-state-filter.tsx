// Shared by the catalogue's and the Dashboard's filter bars.
// A filter button opening a list of values, each with Include and Exclude toggles (the spec's
// tri-state: include 1, exclude -1, none 0; clicking the active state resets it).
import { useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from './button.tsx';
import { DialogTrigger } from './dialog.tsx';
import { Popover } from './popover.tsx';
import { PanelDialog } from './popover-dialog.tsx';
import { SearchField } from './search-field.tsx';
import { activeCount, stateOf, type TriStateMap } from '../../lib/screen-state/tri-state-filter.ts';
import './field.css';
import './select.css';
import './tri-state-filter.css';

export interface TriStateOption {
  readonly value: string;
  readonly label?: string;
  readonly count?: number;
}

export interface TriStateFilterProps {
  readonly label: string;
  readonly options: readonly TriStateOption[];
  readonly states: TriStateMap;
  readonly onToggle: (value: string, state: 1 | -1) => void;
  readonly onClear: () => void;
  readonly emptyText?: string;
}

/** Above this many values the list gets a search box (config types, change types and tags run long). */
const SEARCH_FROM = 10;

export function TriStateFilter({
  label,
  options,
  states,
  onToggle,
  onClear,
  emptyText = 'No values',
}: TriStateFilterProps) {
  const [query, setQuery] = useState('');
  const labelId = useId();
  const valueId = useId();
  const summary = summaryOf(options, states);
  return (
    <DialogTrigger>
      {/* Drawn as a labelled field, like the Selects beside it in every filter bar: its name
          above, what it is set to inside. The button is named by both ('Health All'), so what
          it shows is part of its name. */}
      <div className="mc-field tri-filter-field">
        <span className="mc-field__label" id={labelId}>
          {label}
        </span>
        <AriaButton className="mc-input mc-select__button" aria-labelledby={`${labelId} ${valueId}`}>
          <span className="mc-select__value" id={valueId} title={summary}>
            {summary}
          </span>
          <svg className="mc-select__chevron" viewBox="0 0 12 12" aria-hidden="true">
            <path d="m3 4.5 3 3 3-3" />
          </svg>
        </AriaButton>
      </div>
      <Popover placement="bottom start">
        {/* Its own component: the rows are built only while the popover is open, not on every
            render of a closed filter (the labels filter has up to 500 values, and a cold sync
            re-renders the filter bar for every synced page). */}
        <TriStateList
          label={label}
          options={options}
          states={states}
          onToggle={onToggle}
          onClear={onClear}
          emptyText={emptyText}
          query={query}
          setQuery={setQuery}
        />
      </Popover>
    </DialogTrigger>
  );
}

/** What a filter is set to, in words: 'All', or its values ('not' before an excluded one). */
export function summaryOf(options: readonly TriStateOption[], states: TriStateMap): string {
  const names = Object.entries(states)
    .filter(([, state]) => state === 1 || state === -1)
    .map(([value, state]) => {
      const name = options.find((o) => o.value === value)?.label ?? value;
      return state === -1 ? `not ${name}` : name;
    });
  return names.length === 0 ? 'All' : names.join(', ');
}

interface TriStateListProps extends Required<TriStateFilterProps> {
  readonly query: string;
  readonly setQuery: (query: string) => void;
}

function TriStateList({
  label,
  options,
  states,
  onToggle,
  onClear,
  emptyText,
  query,
  setQuery,
}: TriStateListProps) {
  const active = activeCount(states);
  // Values in the URL but not among the options (e.g. filtered away) still show, so they can be removed.
  const every = [
    ...options,
    ...Object.keys(states)
      .filter((v) => !options.some((o) => o.value === v))
      .map((value) => ({ value })),
  ];
  const needle = query.trim().toLowerCase();
  const all =
    needle === ''
      ? every
      : every.filter(
          (o) =>
            o.value.toLowerCase().includes(needle) ||
            ('label' in o && o.label?.toLowerCase().includes(needle)),
        );
  return (
    <PanelDialog className="tri-filter" aria-label={`${label} filter`}>
      {every.length > SEARCH_FROM && (
        <SearchField
          aria-label={`Search ${label.toLowerCase()}`}
          placeholder={`Search ${label.toLowerCase()}`}
          value={query}
          onChange={setQuery}
          autoFocus
          className="tri-filter__search"
        />
      )}
      {all.length === 0 && (
        <p className="tri-filter__empty">{every.length === 0 ? emptyText : 'No result'}</p>
      )}
      <ul className="tri-filter__list">
        {all.map((o) => {
          const state = stateOf(states, o.value);
          const name = 'label' in o && o.label ? o.label : o.value;
          return (
            <li key={o.value} className="tri-filter__row" data-state={state}>
              <span className="tri-filter__value">{name}</span>
              {'count' in o && o.count !== undefined && <span className="tri-filter__count">{o.count}</span>}
              <Button
                size="sm"
                variant="ghost"
                aria-pressed={state === 1}
                aria-label={`Include ${name}`}
                onPress={() => onToggle(o.value, 1)}
              >
                +
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-pressed={state === -1}
                aria-label={`Exclude ${name}`}
                onPress={() => onToggle(o.value, -1)}
              >
                −
              </Button>
            </li>
          );
        })}
      </ul>
      {active > 0 && (
        <Button size="sm" variant="ghost" onPress={onClear}>
          Clear {label.toLowerCase()}
        </Button>
      )}
    </PanelDialog>
  );
}
