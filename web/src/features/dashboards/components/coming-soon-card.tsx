import type { LucideIcon } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

type TComingSoonCardProps = { title: string; description: string; icon: LucideIcon };

/** A capability that is announced but not available yet: visibly disabled, and announced as such. */
export function ComingSoonCard({ title, description, icon: Icon }: TComingSoonCardProps) {
  return (
    <li aria-disabled="true" className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-slate-500">
      <div className="flex items-center justify-between">
        <span className="flex size-10 items-center justify-center rounded-lg bg-slate-200 text-slate-500" aria-hidden="true">
          <Icon className="size-5" />
        </span>
        <Badge>Coming soon</Badge>
      </div>
      <h2 className="font-semibold text-slate-700">{title}</h2>
      <p className="text-sm text-slate-600">{description}</p>
    </li>
  );
}
