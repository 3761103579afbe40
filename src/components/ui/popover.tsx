import {
  composeRenderProps,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import './popover.css';

/** A floating panel anchored to its trigger (used by Menu and Select, or with a DialogTrigger). */
export function Popover({ className, offset = 4, ...props }: AriaPopoverProps) {
  return (
    <AriaPopover
      {...props}
      offset={offset}
      className={composeRenderProps(className, (extra) => ['mc-popover', extra].filter(Boolean).join(' '))}
    />
  );
}
