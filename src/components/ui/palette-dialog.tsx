// A bare modal for the command palette: no header or close button (the search box is the
// dialog), near the top of the screen like Linear's and GitHub's. Escape and a click outside
// close it; focus returns to where it was.
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import './dialog.css';
import './palette-dialog.css';

export interface PaletteDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The dialog's accessible name. */
  label: string;
  children: ReactNode;
}

export function PaletteDialog({ isOpen, onOpenChange, label, children }: PaletteDialogProps) {
  return (
    <ModalOverlay
      className="mc-modal-overlay mc-palette-overlay"
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <AriaModal className="mc-modal mc-palette-modal">
        <AriaDialog className="mc-dialog" aria-label={label}>
          {children}
        </AriaDialog>
      </AriaModal>
    </ModalOverlay>
  );
}
