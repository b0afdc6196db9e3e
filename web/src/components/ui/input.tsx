import clsx from 'clsx';
import type { ComponentProps } from 'react';

export const controlClasses = clsx(
  'block w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm',
  'placeholder:text-slate-500 focus-visible:border-brand-700',
  'aria-invalid:border-red-700 disabled:bg-slate-100 disabled:text-slate-500',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={clsx(controlClasses, 'h-10', className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={clsx(controlClasses, 'h-10 pr-8', className)} {...props} />;
}
