import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Switch as AriaSwitch,
  type SwitchProps as AriaSwitchProps,
} from 'react-aria-components';
import './checkbox.css';
import './switch.css';

/** Props of {@link Switch}. */
export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  children?: ReactNode;
}

/** An on/off toggle with its label. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      {...props}
      className={composeRenderProps(className, (extra) => ['mc-switch', extra].filter(Boolean).join(' '))}
    >
      <span className="mc-switch__track" aria-hidden="true">
        <span className="mc-switch__thumb" />
      </span>
      {children}
    </AriaSwitch>
  );
}
