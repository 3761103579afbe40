import type { ReactNode } from 'react';
import { Dialog as AriaDialog } from 'react-aria-components';
import { Popover } from './popover.tsx';

/**
 * A non-modal panel opened by the Button of a surrounding DialogTrigger: focus moves into it,
 * Escape and clicks outside close it. `label` names it for screen readers.
 */
export function PopoverDialog({
  label,
  children,
  placement = 'bottom end',
}: {
  label: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  placement?: 'bottom end' | 'bottom start' | 'bottom';
}) {
  return (
    <Popover placement={placement}>
      <AriaDialog aria-label={label} className="mc-popover__dialog">
        {({ close }) => (typeof children === 'function' ? children(close) : children)}
      </AriaDialog>
    </Popover>
  );
}

/** The bare dialog, for a panel that lays out its own Popover content (the tri-state filter's list). */
export { AriaDialog as PanelDialog };
