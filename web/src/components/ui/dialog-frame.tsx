import clsx from 'clsx';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactElement, ReactNode, RefObject } from 'react';

const WIDTHS = { md: 'max-w-md', lg: 'max-w-lg' } as const;

type TDialogFrameProps = {
  /** The button that opens the dialog; focus returns to it when the dialog closes. Omitted: opened by `isOpen` only. */
  trigger?: ReactElement;
  /** Without a trigger: where focus returns when the dialog closes (a button that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: ReactNode;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
};

/**
 * A modal dialog's shell (Radix Dialog: focus trapped, Escape closes): title, description and a close
 * button above the content, which scrolls when taller than the screen.
 */
export function DialogFrame({ trigger, returnFocusTo, isOpen, onOpenChange, title, description, width = 'md', children }: TDialogFrameProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl',
            WIDTHS[width],
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <div className="space-y-1">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
            </div>
            <Dialog.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900" aria-label="Close">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
