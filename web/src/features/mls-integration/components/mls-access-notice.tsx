import { Lock, LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';

type TMlsAccessNoticeProps = { reason: 'signed-out' | 'not-a-professional' };

/** Spec (MLS integration): signed out → 'Access Required' and Log In; a buyer is told the screen is for agents and brokers. */
export function MlsAccessNotice({ reason }: TMlsAccessNoticeProps) {
  const isSignedOut = reason === 'signed-out';
  const title = isSignedOut ? 'Access Required' : 'For Agents and Brokers';
  const Icon = isSignedOut ? LogIn : Lock;
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <PageTitle title="MLS Integration" />
      <Icon className="size-10 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {isSignedOut ? (
        <>
          <p className="text-slate-600">Please log in to connect your MLS and sync your listings.</p>
          {/* A full page navigation: /api/login is served by the API, not by the app's router. */}
          <a href="/api/login" className={buttonClasses()}>
            Log In
          </a>
        </>
      ) : (
        <>
          <p className="text-slate-600">
            MLS sync is for agents and brokers: it imports the listings they already have in an MLS. Your buyer account can browse every listing instead.
          </p>
          <Link to="/listings" className={buttonClasses()}>
            Browse Listings
          </Link>
        </>
      )}
    </div>
  );
}
