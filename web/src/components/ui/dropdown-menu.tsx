import clsx from 'clsx';
import { DropdownMenu } from 'radix-ui';
import type { ComponentProps } from 'react';

/**
 * Styled Radix menu parts: arrow-key navigation, typeahead, Escape and focus return come from Radix. The menu
 * renders beside its trigger, not in a portal at the end of <body>: it stays inside the trigger's landmark
 * (the header's banner), where a screen reader's landmark list finds it (axe: region).
 */
export function MenuContent({ className, ...props }: ComponentProps<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Content
      align="end"
      sideOffset={6}
      className={clsx('z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg', className)}
      {...props}
    />
  );
}

export function MenuItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return (
    <DropdownMenu.Item
      className={clsx(
        'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-slate-800 outline-none select-none',
        'data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900',
        className,
      )}
      {...props}
    />
  );
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />;
}
