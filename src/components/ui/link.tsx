import { composeRenderProps, Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import './link.css';

/** Props of {@link Link}. */
export interface LinkProps extends AriaLinkProps {
  /** `inline` (underlined on hover, accent colour; default) or `quiet` (inherits colour). */
  variant?: 'inline' | 'quiet';
}

/**
 * A link. Internal `href`s ("/health?status=unhealthy") navigate client-side through
 * {@link UiRouterProvider}; set `target="_blank"` for external ones.
 */
export function Link({ variant = 'inline', className, ...props }: LinkProps) {
  return (
    <AriaLink
      {...props}
      data-variant={variant}
      className={composeRenderProps(className, (extra) => ['mc-link', extra].filter(Boolean).join(' '))}
    />
  );
}
