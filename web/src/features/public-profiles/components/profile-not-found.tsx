import type { ReactNode } from 'react';
import { UserX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';

/** Spec: 'Agent Not Found' / 'Broker Not Found' with its sentence (also for a profile its owner keeps private). */
export function ProfileNotFound({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <PageTitle title={title} />
      <UserX className="size-10 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{text}</p>
      {children}
      <Link to="/listings" className={buttonClasses({ variant: 'outline' })}>
        Browse Listings
      </Link>
    </div>
  );
}
