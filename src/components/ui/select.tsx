import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Select as AriaSelect,
  SelectValue,
  Text,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { Popover } from './popover.tsx';
import './field.css';
import './select.css';

/** Props of {@link Select}. */
export interface SelectProps<T extends object> extends Omit<AriaSelectProps<T>, 'children'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** The options: `SelectItem` elements, or a render function over `items`. */
  children: ReactNode | ((item: T) => ReactNode);
  items?: Iterable<T>;
}

/** A labelled drop-down of options; type-ahead and arrow keys work on the closed button. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  children,
  items,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={['mc-field', 'mc-select', className].filter(Boolean).join(' ')}>
      {label !== undefined && <Label className="mc-field__label">{label}</Label>}
      <AriaButton className="mc-input mc-select__button">
        <SelectValue className="mc-select__value" />
        <svg className="mc-select__chevron" viewBox="0 0 12 12" aria-hidden="true">
          <path d="m3 4.5 3 3 3-3" />
        </svg>
      </AriaButton>
      {description !== undefined && (
        <Text slot="description" className="mc-field__description">
          {description}
        </Text>
      )}
      <FieldError className="mc-field__error">{errorMessage}</FieldError>
      <Popover placement="bottom start">
        <ListBox className="mc-listbox" {...(items === undefined ? {} : { items })}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

/** One option of a {@link Select}. */
export function SelectItem(props: ListBoxItemProps) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <ListBoxItem
      {...props}
      {...(textValue === undefined ? {} : { textValue })}
      className="mc-listbox__item"
    />
  );
}
