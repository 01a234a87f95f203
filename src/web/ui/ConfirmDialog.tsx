import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button.js';
import { Dialog } from './Dialog.js';
import { Spinner } from './Spinner.js';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  variant?: ButtonVariant;
  /** While the confirmed action runs: the button waits and shows a spinner. */
  pending?: boolean;
  /** The button that opens the dialog, when it is not opened from elsewhere. */
  trigger?: ReactNode;
  onConfirm: () => void;
}

/**
 * Asks before an action that is hard to undo. 'Annulla' comes first, so it is the button that
 * receives focus: Enter on an unexpected dialog never confirms.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, variant = 'danger', pending = false, trigger, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} trigger={trigger}>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Annulla
        </Button>
        <Button variant={variant} onClick={onConfirm} disabled={pending}>
          {pending && <Spinner className="size-4" />}
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
