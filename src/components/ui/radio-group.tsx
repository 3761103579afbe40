import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Label,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import './radio-group.css';

/** Props of {@link RadioGroup}: react-aria's RadioGroup with a visible label or an aria-label. */
export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'> {
  label?: ReactNode;
  children: ReactNode;
}

/**
 * One choice out of a few, all in view: `<RadioGroup aria-label="Kind" value={k} onChange={setK}>
 * <Radio value="team">Team</Radio>…</RadioGroup>`. Arrow keys move the choice.
 */
export function RadioGroup({ label, children, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      className={composeRenderProps(className, (extra) =>
        ['mc-radio-group', extra].filter(Boolean).join(' '),
      )}
    >
      {label !== undefined && <Label className="mc-field__label">{label}</Label>}
      <div className="mc-radio-group__items">{children}</div>
    </AriaRadioGroup>
  );
}

/** Props of {@link Radio}: react-aria's Radio with plain children as its label. */
export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  children?: ReactNode;
}

/** One option of a {@link RadioGroup}. */
export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio
      {...props}
      className={composeRenderProps(className, (extra) => ['mc-radio', extra].filter(Boolean).join(' '))}
    >
      <span className="mc-radio__dot" aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
