import type { ReactNode } from 'react';
import './filter-bar.css';

// The row of filters above a list. Catalog, Changes and Insights had three looks (labelled
// Selects, bare buttons, Selects of another width); every list screen now uses this one: each
// control a labelled field of the same width and height (Selects, tri-state filters, the time
// range), the search taking the room left, and buttons or switches aligned on the fields' line.

export interface FilterBarProps {
  /** Names the bar for assistive technology ('Catalog filters'). */
  readonly label: string;
  /** 'search' when the bar holds the list's search box. */
  readonly role?: 'group' | 'search';
  readonly children: ReactNode;
}

export function FilterBar({ label, role = 'group', children }: FilterBarProps) {
  return (
    <div className="mc-filter-bar" role={role} aria-label={label}>
      {children}
    </div>
  );
}

/** A labelled slot for a control that draws no label of its own (the time range picker). */
export function FilterSlot({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="mc-field mc-filter-bar__slot">
      <span className="mc-field__label" aria-hidden="true">
        {label}
      </span>
      {children}
    </div>
  );
}
