// Left filter panel (spec §2): 'Filter by Health' with Hide Passing, and 'Filter by Label' with
// toggles for boolean labels and multi-selects (select-all, 'including N labels') for the rest.
import { memo } from 'react';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { selectAll, selectionSummary, type LabelOption } from '../state/labels.ts';
import { toggleTriState, type TriState } from '../../../lib/screen-state/tri-state-filter.ts';
import { labelId, type LabelId } from '../state/url-state.ts';

type Labels = Readonly<Record<LabelId, TriState>>;

interface Props {
  hidePassing: boolean;
  onHidePassing: (on: boolean) => void;
  /** Label keys and values of the synced checks (boolean ones as toggles). */
  options: readonly LabelOption[];
  labels: Labels;
  onLabels: (next: Record<LabelId, TriState>) => void;
}

/** Memoized: typing in the search box changes none of its props. */
export const FilterPanel = memo(function FilterPanel({
  hidePassing,
  onHidePassing,
  options,
  labels,
  onLabels,
}: Props) {
  return (
    <aside className="health-filters" aria-label="Filters">
      <section>
        <h2 className="health-filters__title">Filter by Health</h2>
        <Switch isSelected={hidePassing} onChange={onHidePassing}>
          Hide Passing
        </Switch>
      </section>
      <section>
        <h2 className="health-filters__title">Filter by Label</h2>
        {options.length === 0 && <p className="health-muted">No labels</p>}
        {options.map((o) =>
          o.boolean ? (
            <BooleanLabel key={o.key} option={o} labels={labels} onLabels={onLabels} />
          ) : (
            <MultiLabel key={o.key} option={o} labels={labels} onLabels={onLabels} />
          ),
        )}
      </section>
    </aside>
  );
});

function BooleanLabel({
  option,
  labels,
  onLabels,
}: {
  option: LabelOption;
  labels: Labels;
  onLabels: Props['onLabels'];
}) {
  const id = labelId(option.key, 'true');
  return (
    <Switch isSelected={labels[id] === 1} onChange={() => onLabels(toggleTriState(labels, id, 1))}>
      {option.key}
    </Switch>
  );
}

function MultiLabel({
  option,
  labels,
  onLabels,
}: {
  option: LabelOption;
  labels: Labels;
  onLabels: Props['onLabels'];
}) {
  const selected = option.values.filter((v) => labels[labelId(option.key, v)] === 1);
  const excluded = option.values.filter((v) => labels[labelId(option.key, v)] === -1);
  const summary = selectionSummary(selected) + (excluded.length > 0 ? ` (excluding ${excluded.length})` : '');
  return (
    <details className="health-label">
      <summary>
        <span className="health-label__key">{option.key}</span>:{' '}
        <span className="health-label__summary">{summary}</span>
      </summary>
      <div className="health-label__values" role="group" aria-label={`${option.key} values`}>
        <Checkbox
          isSelected={selected.length === option.values.length}
          isIndeterminate={selected.length > 0 && selected.length < option.values.length}
          onChange={() => onLabels(selectAll(labels, option.key, option.values))}
        >
          Select all
        </Checkbox>
        {option.values.map((v) => {
          const id = labelId(option.key, v);
          return (
            <div key={v} className="health-label__row">
              <Checkbox
                isSelected={labels[id] === 1}
                onChange={() => onLabels(toggleTriState(labels, id, 1))}
              >
                {v}
              </Checkbox>
              <button
                type="button"
                className="health-label__exclude"
                aria-pressed={labels[id] === -1}
                aria-label={`Exclude ${option.key}=${v}`}
                onClick={() => onLabels(toggleTriState(labels, id, -1))}
              >
                −
              </button>
            </div>
          );
        })}
      </div>
    </details>
  );
}
