import type { ReactNode } from 'react';
import { StatusIcon, type Tone } from './status-icon.tsx';
import './alert.css';

/** Props of {@link Alert}. */
export interface AlertProps {
  tone?: Tone;
  /** Bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links shown at the end. */
  actions?: ReactNode;
  className?: string;
}

/**
 * A boxed message. Errors and warnings use role="alert" (announced at once); info and
 * success use role="status".
 */
export function Alert({ tone = 'info', title, children, actions, className }: AlertProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-tone={tone}
      className={['mc-alert', className].filter(Boolean).join(' ')}
    >
      <StatusIcon tone={tone} />
      <div className="mc-alert__body">
        {title !== undefined && <div className="mc-alert__title">{title}</div>}
        {children !== undefined && <div className="mc-alert__content">{children}</div>}
      </div>
      {actions !== undefined && <div className="mc-alert__actions">{actions}</div>}
    </div>
  );
}

/** A one-line message without a box, e.g. next to a form button. */
export function InlineMessage({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <span role={urgent ? 'alert' : 'status'} data-tone={tone} className="mc-inline-message">
      <StatusIcon tone={tone} />
      {children}
    </span>
  );
}
