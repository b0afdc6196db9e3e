import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

type TEmptyStateProps = { icon: LucideIcon; title: string; headingLevel?: 2 | 3; children?: ReactNode; action?: ReactNode };

/** 'Nothing here yet': an icon, what is missing, and usually what to do about it. */
export function EmptyState({ icon: Icon, title, headingLevel = 2, children, action }: TEmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon className="size-10 text-slate-400" aria-hidden="true" />
      <Heading className="text-lg font-semibold text-slate-800">{title}</Heading>
      {children && <div className="max-w-md text-sm text-slate-600">{children}</div>}
      {action}
    </div>
  );
}
