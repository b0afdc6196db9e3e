import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { rememberReturnTo } from '../../lib/return-to';
import type { TSearchToSave } from '../../lib/saved-search';
import { useSession } from '../../lib/use-session';
import { Button, buttonClasses } from '../ui/button';
import { DialogFrame } from '../ui/dialog-frame';
import { SaveSearchForm } from './save-search-form';

/**
 * Save this search, on /listings and /map: a buyer names it and chooses how to be told of new homes; a
 * visitor is asked to sign in first and comes back to this very URL (the sign-in return-to). Agents and
 * brokers do not see it (saved searches are a buyer's tool).
 */
export function SaveSearchButton({ search }: { search: TSearchToSave }) {
  const session = useSession();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  if (session.status === 'loading' || (session.status === 'signed-in' && session.user.profile.role !== 'BUYER')) return null;
  const isSignedIn = session.status === 'signed-in';
  const here = `${location.pathname}${location.search}`;
  const withReturn = (path: string) => `${path}?returnTo=${encodeURIComponent(here)}`;
  return (
    <DialogFrame
      trigger={
        <Button variant="outline">
          <BellPlus className="size-4" aria-hidden="true" />
          Save this search
        </Button>
      }
      isOpen={isOpen}
      onOpenChange={setIsOpen}
      title={isSignedIn ? 'Save this search' : 'Sign in to save this search'}
      description={isSignedIn ? 'We tell you when new homes match it.' : 'Saved searches are kept in your account. Sign in and you come back to this search.'}
    >
      {isSignedIn ? (
        <SaveSearchForm search={search} onSaved={() => setIsOpen(false)} onCancel={() => setIsOpen(false)} />
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Link to={withReturn('/signin')} onClick={() => rememberReturnTo(here)} className={buttonClasses()}>
            Sign in
          </Link>
          <Link to={withReturn('/signup/buyer')} onClick={() => rememberReturnTo(here)} className={buttonClasses({ variant: 'outline' })}>
            Create an account
          </Link>
          <Button variant="ghost" onClick={() => setIsOpen(false)} className="sm:mr-auto">
            Not now
          </Button>
        </div>
      )}
    </DialogFrame>
  );
}
