import { Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';

/** Spec: anyone who is not an agent or broker (signed out included) sees this, with Sign In to /signin. */
export function AccessRestricted() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <PageTitle title="Access Restricted" />
      <Lock className="size-10 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">Access Restricted</h1>
      <p className="text-slate-600">Only real estate agents and brokers can create open houses. Sign in with an agent or broker account to continue.</p>
      <Link to="/signin" className={buttonClasses()}>
        Sign In
      </Link>
    </div>
  );
}
