import type { ReactElement, ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipProps,
} from 'react-aria-components';
import './tooltip.css';

/** Props of {@link Tooltip}. */
export interface TooltipWrapperProps {
  /** The tooltip text. */
  content: ReactNode;
  /** One focusable react-aria element (Button, Link) that triggers it on hover and focus. */
  children: ReactElement;
  placement?: TooltipProps['placement'];
  delay?: number;
  isDisabled?: boolean;
}

/** A short hint shown on hover and keyboard focus of its child; Escape hides it. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 500,
  isDisabled = false,
}: TooltipWrapperProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={0} isDisabled={isDisabled}>
      {children}
      <AriaTooltip placement={placement} offset={6} className="mc-tooltip">
        <OverlayArrow className="mc-tooltip__arrow">
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
