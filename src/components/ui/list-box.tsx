import type { ReactNode } from 'react';
import {
  ListBox as AriaListBox,
  ListBoxItem,
  type ListBoxItemProps,
  type ListBoxProps as AriaListBoxProps,
} from 'react-aria-components';
import './select.css';
import './checkbox.css';
import './list-box.css';

/** Props of {@link ListBox}. */
export interface ListBoxProps<T extends object> extends Omit<
  AriaListBoxProps<T>,
  'children' | 'renderEmptyState'
> {
  children: ReactNode | ((item: T) => ReactNode);
  /** Shown when the list has no options. */
  emptyText?: string;
}

/**
 * An always-visible list of options (not a drop-down): arrow keys move, Space or Enter toggles,
 * type-ahead jumps. With `selectionMode="multiple"` each option shows a check box.
 */
export function ListBox<T extends object>({
  children,
  emptyText = 'No options',
  className,
  ...props
}: ListBoxProps<T>) {
  return (
    <AriaListBox
      {...props}
      className={['mc-listbox', 'mc-listbox--inline', className].filter(Boolean).join(' ')}
      renderEmptyState={() => <div className="mc-listbox__empty">{emptyText}</div>}
    >
      {children}
    </AriaListBox>
  );
}

/** One option of a {@link ListBox}: a label and an optional second line. */
export function ListBoxOption({
  label,
  detail,
  ...props
}: Omit<ListBoxItemProps, 'children'> & { label: string; detail?: string | null }) {
  return (
    <ListBoxItem
      {...props}
      textValue={props.textValue ?? label}
      className="mc-listbox__item mc-listbox__option"
    >
      {({ isSelected, selectionMode }) => (
        <>
          {selectionMode === 'multiple' && (
            <span className="mc-checkbox__box" data-checked={isSelected || undefined} aria-hidden="true">
              {isSelected && (
                <svg viewBox="0 0 12 12">
                  <path d="M2.5 6.2 5 8.5l4.5-5" />
                </svg>
              )}
            </span>
          )}
          <span className="mc-listbox__text">
            <span className="mc-listbox__label">{label}</span>
            {detail !== undefined && detail !== null && detail !== '' && (
              <span className="mc-listbox__detail">{detail}</span>
            )}
          </span>
        </>
      )}
    </ListBoxItem>
  );
}
