import { Lock, LogIn } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PROFILE_ONLY_FOR_PROS_MESSAGE } from '@shared/constants/branding';
import { buttonClasses } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';

type TThemeAccessNoticeProps = { reason: 'signed-out' | 'not-a-professional' };

/** Spec (Theme): signed out → 'Authentication Required' and Sign In; not an agent or broker → 'Access Restricted' and Go Home. */
export function ThemeAccessNotice({ reason }: TThemeAccessNoticeProps) {
  const isSignedOut = reason === 'signed-out';
  const title = isSignedOut ? 'Authentication Required' : 'Access Restricted';
  const Icon = isSignedOut ? LogIn : Lock;
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <PageTitle title={title} />
      <Icon className="size-10 text-slate-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-600">{isSignedOut ? 'Please sign in to customize your profile and branding.' : PROFILE_ONLY_FOR_PROS_MESSAGE}</p>
      {isSignedOut ? (
        <Link to="/signin" className={buttonClasses()}>
          Sign In
        </Link>
      ) : (
        <Link to="/" className={buttonClasses()}>
          Go Home
        </Link>
      )}
    </div>
  );
}
