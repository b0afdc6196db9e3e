import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';

type TDestinationCardProps = { title: string; description: string; icon: LucideIcon; to: string };

/** A capability that works: the whole card is one link (its heading names it). */
export function DestinationCard({ title, description, icon: Icon, to }: TDestinationCardProps) {
  return (
    <li>
      <Link to={to} className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:border-brand-700 hover:bg-brand-50">
        <span className="flex items-center justify-between">
          <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden="true">
            <Icon className="size-5" />
          </span>
          <ChevronRight className="size-5 text-slate-400" aria-hidden="true" />
        </span>
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-600">{description}</p>
      </Link>
    </li>
  );
}
