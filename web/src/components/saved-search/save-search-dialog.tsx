import type { RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { rememberReturnTo } from '../../lib/return-to';
import type { TSearchToSave } from '../../lib/saved-search';
import { Button, buttonClasses } from '../ui/button';
import { DialogFrame } from '../ui/dialog-frame';
import { SaveSearchForm } from './save-search-form';

type TSaveSearchDialogProps = {
  search: TSearchToSave;
  isSignedIn: boolean;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The button that opened it: focus goes back there when it closes. */
  opener: RefObject<HTMLButtonElement | null>;
};

/** The dialog of Save this search: the name and frequency form for a buyer, sign-in or sign-up (back to this URL) for a visitor. */
export function SaveSearchDialog({ search, isSignedIn, isOpen, onOpenChange, opener }: TSaveSearchDialogProps) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const withReturn = (path: string) => `${path}?returnTo=${encodeURIComponent(here)}`;
  const close = () => onOpenChange(false);
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      returnFocusTo={opener}
      title={isSignedIn ? 'Save this search' : 'Sign in to save this search'}
      description={isSignedIn ? 'We tell you when new homes match it.' : 'Saved searches are kept in your account. Sign in and you come back to this search.'}
    >
      {isSignedIn ? (
        <SaveSearchForm search={search} onSaved={close} onCancel={close} />
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Link to={withReturn('/signin')} onClick={() => rememberReturnTo(here)} className={buttonClasses()}>
            Sign in
          </Link>
          <Link to={withReturn('/signup/buyer')} onClick={() => rememberReturnTo(here)} className={buttonClasses({ variant: 'outline' })}>
            Create an account
          </Link>
          <Button variant="ghost" onClick={close} className="sm:mr-auto">
            Not now
          </Button>
        </div>
      )}
    </DialogFrame>
  );
}
