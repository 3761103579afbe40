import {
  Button as AriaButton,
  composeRenderProps,
  Link as AriaLink,
  type ButtonProps as AriaButtonProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}: react-aria's Button plus a visual variant and size. */
export interface ButtonProps extends AriaButtonProps {
  /** Visual weight; `secondary` by default. */
  variant?: ButtonVariant;
  /** Control height: sm 24 px, md 30 px (default), lg 36 px. */
  size?: ButtonSize;
  /** Square button holding only an icon; give it an `aria-label`. */
  isIconOnly?: boolean;
}

/** The console's button. Use `onPress` (not onClick); `isPending` shows a spinner and keeps focus. */
export function Button({
  variant = 'secondary',
  size = 'md',
  isIconOnly = false,
  className,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      data-variant={variant}
      data-size={size}
      data-icon-only={isIconOnly || undefined}
      className={composeRenderProps(className, (extra) => ['mc-button', extra].filter(Boolean).join(' '))}
    >
      {composeRenderProps(props.children, (children, { isPending }) => (
        <>
          {isPending && <span className="mc-button__spinner" aria-hidden="true" />}
          {children}
        </>
      ))}
    </AriaButton>
  );
}

/** Props of {@link LinkButton}. */
export interface LinkButtonProps extends AriaLinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** A link that looks like a {@link Button}: for navigation and downloads (`href`, `target`). */
export function LinkButton({ variant = 'secondary', size = 'md', className, ...props }: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      data-variant={variant}
      data-size={size}
      className={composeRenderProps(className, (extra) => ['mc-button', extra].filter(Boolean).join(' '))}
    />
  );
}

/**
 * A button with react-aria's behaviour and none of the console's button look, for controls that
 * style themselves (navigation links, the user menu's avatar).
 */
export { AriaButton as BareButton };
