import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  composeRenderProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import './checkbox.css';

/** Props of {@link Checkbox}: react-aria's Checkbox with plain children as its label. */
export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  children?: ReactNode;
}

/** A checkbox with its label; supports `isIndeterminate`, `isInvalid`, `isDisabled`. */
export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={composeRenderProps(className, (extra) => ['mc-checkbox', extra].filter(Boolean).join(' '))}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="mc-checkbox__box" aria-hidden="true">
            {isIndeterminate ? (
              <svg viewBox="0 0 12 12">
                <path d="M2.5 6h7" />
              </svg>
            ) : isSelected ? (
              <svg viewBox="0 0 12 12">
                <path d="M2.5 6.2 5 8.5l4.5-5" />
              </svg>
            ) : null}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}
