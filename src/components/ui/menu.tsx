import type { ReactNode } from 'react';
import {
  composeRenderProps,
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger as AriaMenuTrigger,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps,
  type PopoverProps,
} from 'react-aria-components';
import { Popover } from './popover.tsx';
import './menu.css';

/** Props of {@link Menu}: react-aria Menu props plus the popover placement. */
export interface MenuProps<T> extends AriaMenuProps<T> {
  placement?: PopoverProps['placement'];
}

/**
 * Wraps a trigger Button and a Menu: `<MenuTrigger><Button>…</Button><Menu>…</Menu></MenuTrigger>`.
 * Enter, Space and ArrowDown/ArrowUp open it; Escape closes it and returns focus.
 */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

/** A menu in a popover. Items with `href` navigate client-side; others use `onAction`. */
export function Menu<T extends object>({ placement = 'bottom end', className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} className="mc-popover mc-menu-popover">
      <AriaMenu {...props} className={['mc-menu', className].filter(Boolean).join(' ')} />
    </Popover>
  );
}

/** Props of {@link MenuItem}. */
export interface MenuItemProps extends AriaMenuItemProps {
  /** Small leading icon. */
  icon?: ReactNode;
  /** `danger` for destructive actions. */
  tone?: 'default' | 'danger';
}

/** One menu entry. Give `textValue` when children are not plain text. */
export function MenuItem({ icon, tone = 'default', className, children, ...props }: MenuItemProps) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaMenuItem
      {...props}
      {...(textValue === undefined ? {} : { textValue })}
      data-tone={tone}
      className={composeRenderProps(className, (extra) => ['mc-menu__item', extra].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {icon !== undefined && (
            <span className="mc-menu__icon" aria-hidden="true">
              {icon}
            </span>
          )}
          <span className="mc-menu__label">{content}</span>
        </>
      ))}
    </AriaMenuItem>
  );
}

/** A titled group of items; with `selectionMode`, its items are checkable (a radio group for 'single'). */
export function MenuSection({
  title,
  children,
  ...selection
}: {
  title?: string;
  children: ReactNode;
  selectionMode?: 'single' | 'multiple';
  selectedKeys?: Iterable<string>;
}) {
  return (
    <AriaMenuSection className="mc-menu__section" {...selection}>
      {title !== undefined && <Header className="mc-menu__header">{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

/** A divider line between items or sections. */
export function MenuSeparator() {
  return <Separator className="mc-menu__separator" />;
}
