import clsx from 'clsx';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** An inline error announced as soon as it appears. */
export function ErrorAlert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="alert" className={clsx('flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800', className)}>
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
