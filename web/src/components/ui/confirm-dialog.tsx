import { AlertDialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { Button, buttonClasses } from './button';

type TConfirmDialogProps = {
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactElement;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onConfirm: () => void;
};

/**
 * A destructive confirmation (Radix AlertDialog: focus trapped, Escape cancels, focus returns to the
 * button that opened it). It stays open while the action runs, so the outcome is seen where it was asked.
 */
export function ConfirmDialog({ trigger, isOpen, onOpenChange, title, description, confirmLabel, pendingLabel, isPending, onConfirm }: TConfirmDialogProps) {
  return (
    <AlertDialog.Root open={isOpen} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-600">{description}</AlertDialog.Description>
          <div className="flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'outline' })} disabled={isPending}>
              Cancel
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the action has finished. */}
            <Button variant="destructive" disabled={isPending} onClick={onConfirm}>
              {isPending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
