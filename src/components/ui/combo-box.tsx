import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  Text,
  type ComboBoxProps as AriaComboBoxProps,
  type ValidationResult,
} from 'react-aria-components';
import { Popover } from './popover.tsx';
import './field.css';
import './select.css';
import './combo-box.css';

/** Props of {@link ComboBox}. */
export interface ComboBoxProps<T extends object> extends Omit<AriaComboBoxProps<T>, 'children'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** Shown in the list when nothing matches (needs `allowsEmptyCollection`). */
  emptyText?: string;
  /** The options: `SelectItem` elements, or a render function over `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  items?: Iterable<T>;
}

/**
 * A text input with a list of suggestions: type to search, arrow keys to move, Enter to choose.
 * Pass `items` and `inputValue` to filter outside (e.g. a local query); options are `SelectItem`s.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  emptyText = 'No matches',
  children,
  items,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox {...props} className={['mc-field', 'mc-combobox', className].filter(Boolean).join(' ')}>
      {label !== undefined && <Label className="mc-field__label">{label}</Label>}
      <div className="mc-combobox__box">
        <Input
          className="mc-input mc-combobox__input"
          {...(placeholder === undefined ? {} : { placeholder })}
        />
        <AriaButton className="mc-combobox__button" aria-label="Show suggestions">
          <svg className="mc-select__chevron" viewBox="0 0 12 12" aria-hidden="true">
            <path d="m3 4.5 3 3 3-3" />
          </svg>
        </AriaButton>
      </div>
      {description !== undefined && (
        <Text slot="description" className="mc-field__description">
          {description}
        </Text>
      )}
      <FieldError className="mc-field__error">{errorMessage}</FieldError>
      <Popover placement="bottom start">
        <ListBox
          className="mc-listbox"
          renderEmptyState={() => <div className="mc-combobox__empty">{emptyText}</div>}
          {...(items === undefined ? {} : { items })}
        >
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
