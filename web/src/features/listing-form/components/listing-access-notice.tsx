import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';

/** Shown to a signed-in user who may not use the listing form (a buyer, or not the listing's owner). */
export function ListingAccessNotice({ title = 'Access Restricted', message }: { title?: string; message: string }) {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <PageTitle title={title} />
      <Lock className="size-10 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{message}</p>
      <Link to="/listings" className={buttonClasses({ variant: 'outline' })}>
        Browse Listings
      </Link>
    </div>
  );
}
