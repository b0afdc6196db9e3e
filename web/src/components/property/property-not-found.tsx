import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../ui/button';
import { PageTitle } from '../ui/page-title';

export function PropertyNotFound() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <PageTitle title="Property Not Found" />
      <SearchX className="size-12 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">Property Not Found</h1>
      <p className="text-slate-600">This listing does not exist or is no longer available.</p>
      <Link to="/listings" className={buttonClasses()}>
        Browse Listings
      </Link>
    </div>
  );
}
