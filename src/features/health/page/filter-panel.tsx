// Left filter panel (spec §2): 'Filter by Health' with Hide Passing, and 'Filter by Label' with
// toggles for boolean labels and multi-selects (select-all, 'including N labels') for the rest.
import { memo, useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Icon } from '../../../components/ui/icons.tsx';
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
  /** Folded to a narrow rail (remembered), which gives the table the width on a tablet. */
  collapsed: boolean;
  onCollapsed: (collapsed: boolean) => void;
}

/** Memoized: typing in the search box changes none of its props. */
export const FilterPanel = memo(function FilterPanel({
  hidePassing,
  onHidePassing,
  options,
  labels,
  onLabels,
  collapsed,
  onCollapsed,
}: Props) {
  const contentId = useId();
  const active = Object.keys(labels).length + (hidePassing ? 1 : 0);
  if (collapsed)
    return (
      <aside className="health-filters health-filters--collapsed" aria-label="Filters">
        {/* One text node names it ("Show filters (1 active)"); the count drawn beside the icon
            is that same number. */}
        <Button size="sm" aria-expanded={false} onPress={() => onCollapsed(false)}>
          <Icon name="filter" />
          <span className="mc-visually-hidden">{`Show filters (${active} active)`}</span>
          {active > 0 && (
            <span className="health-filters__count" aria-hidden="true">
              {active}
            </span>
          )}
        </Button>
      </aside>
    );
  return (
    <aside className="health-filters" aria-label="Filters" id={contentId}>
      <Button
        size="sm"
        variant="ghost"
        className="health-filters__hide"
        aria-expanded
        aria-controls={contentId}
        onPress={() => onCollapsed(true)}
      >
        Hide filters
      </Button>
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
