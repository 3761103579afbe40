import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Input,
  Label,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import './field.css';
import './search-field.css';

/** Props of {@link SearchField}. */
export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'> {
  /** Visible label; without it give an `aria-label`. */
  label?: ReactNode;
  placeholder?: string;
}

/** A search input with a clear button; Escape clears it, Enter calls `onSubmit`. */
export function SearchField({ label, placeholder = 'Search', className, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={['mc-field', 'mc-search', className].filter(Boolean).join(' ')}>
      {label !== undefined && <Label className="mc-field__label">{label}</Label>}
      <div className="mc-search__box">
        <svg className="mc-search__icon" viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="7" cy="7" r="4.5" />
          <path d="m10.5 10.5 3 3" />
        </svg>
        <Input className="mc-input mc-search__input" placeholder={placeholder} />
        <AriaButton className="mc-search__clear" aria-label="Clear search">
          <svg viewBox="0 0 12 12" aria-hidden="true">
            <path d="m3 3 6 6M9 3 3 9" />
          </svg>
        </AriaButton>
      </div>
    </AriaSearchField>
  );
}
