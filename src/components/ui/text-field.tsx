import type { ReactNode } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import './field.css';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children'> {
  label?: ReactNode;
  description?: ReactNode;
  /**
   * Message shown under the field when invalid: a server message (set `isInvalid` with it) or a
   * function of the browser/react-aria validation result.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** Render a multi-line textarea instead of an input. */
  multiline?: boolean;
  rows?: number;
}

/** A labelled text input with description and error message, wired for accessibility. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  rows,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={['mc-field', className].filter(Boolean).join(' ')}>
      {label !== undefined && (
        <Label className="mc-field__label">
          {label}
          {props.isRequired === true && (
            <span className="mc-field__required" aria-hidden="true">
              *
            </span>
          )}
        </Label>
      )}
      {multiline ? (
        <TextArea
          className="mc-input"
          {...(placeholder === undefined ? {} : { placeholder })}
          {...(rows === undefined ? {} : { rows })}
        />
      ) : (
        <Input className="mc-input" {...(placeholder === undefined ? {} : { placeholder })} />
      )}
      {description !== undefined && (
        <Text slot="description" className="mc-field__description">
          {description}
        </Text>
      )}
      <FieldError className="mc-field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
