import type { ReactNode } from 'react';
import type { TriState } from '../../../lib/screen-state/tri-state-filter.ts';

export interface FilterCellProps {
  /** The value the icons filter on; no icons when undefined. */
  value: string | undefined;
  /** The value's current state in its filter (0 = none). */
  state: TriState | 0;
  onFilter: (value: string, state: TriState) => void;
  /** The whole text, shown on hover when the cell cuts it. */
  title?: string | undefined;
  children: ReactNode;
}

/** A cell whose value can be included or excluded with icons shown on hover or focus. */
export function FilterCell({ value, state, onFilter, title, children }: FilterCellProps) {
  return (
    <div className="filter-cell">
      <span className="filter-cell__content" title={title || undefined}>
        {children}
      </span>
      {value !== undefined && value !== '' && (
        <span
          className="filter-cell__actions"
          onClick={(e) => e.stopPropagation()}
          onKeyDown={(e) => e.stopPropagation()}
          role="presentation"
        >
          <button
            type="button"
            className="filter-cell__btn"
            aria-pressed={state === 1}
            aria-label={`Include ${value}`}
            title="Include"
            onClick={() => onFilter(value, 1)}
          >
            +
          </button>
          <button
            type="button"
            className="filter-cell__btn"
            aria-pressed={state === -1}
            aria-label={`Exclude ${value}`}
            title="Exclude"
            onClick={() => onFilter(value, -1)}
          >
            −
          </button>
        </span>
      )}
    </div>
  );
}
