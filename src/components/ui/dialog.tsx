import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading as AriaHeading,
  Modal as AriaModal,
  ModalOverlay,
  type DialogTriggerProps,
} from 'react-aria-components';
import './dialog.css';

/** Pairs a trigger Button with a {@link Modal} (or a Popover holding a Dialog). */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}

/** Props of {@link Modal}. */
export interface ModalProps {
  /** The dialog title (its accessible name). */
  title: ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons at the bottom right; a function receives `close`. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled mode without a DialogTrigger. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Clicking outside closes it (default true); Escape always does. */
  isDismissable?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations of destructive actions. */
  role?: 'dialog' | 'alertdialog';
}

/** A centred modal dialog with a title, a close button and an optional footer. */
export function Modal({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  isDismissable = true,
  size = 'md',
  role = 'dialog',
}: ModalProps) {
  return (
    <ModalOverlay
      className="mc-modal-overlay"
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={false}
      {...(isOpen === undefined ? {} : { isOpen })}
      {...(onOpenChange === undefined ? {} : { onOpenChange })}
    >
      <AriaModal className="mc-modal" data-size={size}>
        <AriaDialog className="mc-dialog" role={role}>
          {({ close }) => (
            <>
              <header className="mc-dialog__header">
                <AriaHeading slot="title" level={2} className="mc-dialog__title">
                  {title}
                </AriaHeading>
                <AriaButton className="mc-dialog__close" aria-label="Close" onPress={close}>
                  <svg viewBox="0 0 12 12" aria-hidden="true">
                    <path d="m3 3 6 6M9 3 3 9" />
                  </svg>
                </AriaButton>
              </header>
              <div className="mc-dialog__body">
                {typeof children === 'function' ? children(close) : children}
              </div>
              {footer !== undefined && (
                <footer className="mc-dialog__footer">
                  {typeof footer === 'function' ? footer(close) : footer}
                </footer>
              )}
            </>
          )}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}
