import clsx from 'clsx';
import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from '@shared/constants/limits';
import { useEffect } from 'react';
import { useHeaderHeight } from '../../lib/header-height';
import { dismissToast, useToasts } from '../../lib/toast';
import { markToasterShown } from '../../lib/toaster-presence';

/**
 * Renders the toast store with Radix Toast (live region, F8 to focus, swipe right to dismiss). Toasts sit
 * at the top, where forms and reply boxes keep no primary action, just under the sticky header at every
 * size (the header publishes its height): never over the brand, the menu or the tabs.
 */
export function Toaster() {
  const toasts = useToasts();
  const headerHeight = useHeaderHeight();
  useEffect(markToasterShown, []);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label="Notification">
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.isOpen}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(item.id);
          }}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          className={clsx(
            'toast-root relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            item.variant === 'destructive' ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
            {item.description && (
              <Toast.Description className={clsx('text-sm', item.variant === 'destructive' ? 'text-red-50' : 'text-slate-700')}>
                {item.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Dismiss notification"
            className={clsx(
              'absolute top-2 right-2 rounded-md p-1',
              item.variant === 'destructive' ? 'text-red-50 hover:bg-red-800' : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900',
            )}
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[TOAST_HOTKEY]}
        style={{ top: headerHeight }}
        className="fixed right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-2 outline-none sm:p-6"
      />
    </Toast.Provider>
  );
}
