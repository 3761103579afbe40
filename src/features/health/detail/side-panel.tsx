// A non-modal side panel for the check detail: it sits beside the list (which stays visible and
// usable), takes focus when it opens, and closes on Escape or its Close button. Returning focus
// to the row is the page's job (it knows which row opened the panel).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import './check-drawer.css';

interface Props {
  title: ReactNode;
  /** What the panel shows; when it changes, focus moves to the panel again. */
  contentKey: string;
  children: ReactNode;
  footer?: ReactNode;
  onClose: () => void;
}

/** Targets where Escape belongs to the control (clearing a field, closing a listbox). */
function ownsEscape(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.closest(
      'input, textarea, select, [contenteditable="true"], [role="listbox"], [role="menu"], [aria-modal="true"]',
    ) !== null
  );
}

export function SidePanel({ title, contentKey, children, footer, onClose }: Props) {
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();

  useEffect(() => {
    panel.current?.focus();
  }, [contentKey]);

  // Escape closes the panel from the panel or the list beside it; popovers, menus and modal
  // dialogs stop their own Escape before it reaches the document.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const inPanel = event.target instanceof Node && panel.current?.contains(event.target) === true;
      if (!inPanel && ownsEscape(event.target)) return;
      if (
        inPanel &&
        event.target instanceof Element &&
        event.target.closest('input, textarea, [role="listbox"], [role="menu"]') !== null
      )
        return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <aside
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="health-panel"
    >
      <header className="health-panel__header">
        <h2 id={titleId} className="health-panel__title">
          {title}
        </h2>
        <Button size="sm" variant="ghost" isIconOnly aria-label="Close" onPress={onClose}>
          ✕
        </Button>
      </header>
      <div className="health-panel__body">{children}</div>
      {footer !== undefined && <footer className="health-panel__footer">{footer}</footer>}
    </aside>
  );
}
