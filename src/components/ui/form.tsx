import type { ReactNode } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';
import './form.css';

/**
 * A form laid out as a vertical stack. Pass server-side errors as `validationErrors`
 * (`{ fieldName: message }`) to show them under the matching named fields.
 */
export function Form({ className, ...props }: AriaFormProps) {
  return <AriaForm {...props} className={['mc-form', className].filter(Boolean).join(' ')} />;
}

/** A right-aligned row of form buttons. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="mc-form__actions">{children}</div>;
}
