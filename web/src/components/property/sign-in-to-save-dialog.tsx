import { Heart } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { setLocalFavorite } from '../../lib/local-favorites';
import { rememberReturnTo } from '../../lib/return-to';
import { dismissSignInToSave, useSignInToSave } from '../../lib/sign-in-to-save';
import { Button, buttonClasses } from '../ui/button';
import { DialogFrame } from '../ui/dialog-frame';

/**
 * Asks a signed-out visitor who tapped a heart to sign in. Going on keeps the heart in this browser and
 * the page to come back to; once signed in the heart is saved to the account and the visitor is back here.
 */
export function SignInToSaveDialog() {
  const ask = useSignInToSave();
  const location = useLocation();
  if (!ask) return null;
  const here = `${location.pathname}${location.search}`;
  const keepHeart = () => {
    setLocalFavorite(ask.propertyId, true);
    rememberReturnTo(here);
    dismissSignInToSave();
  };
  const withReturn = (path: string) => `${path}?returnTo=${encodeURIComponent(here)}`;
  return (
    <DialogFrame
      isOpen
      onOpenChange={(isOpen) => !isOpen && dismissSignInToSave()}
      title="Sign in to save this home"
      description={`Saved homes are kept in your account, on every device. Sign in and ${ask.listingName} is saved; you come back to this page.`}
    >
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Link to={withReturn('/signin')} onClick={keepHeart} className={buttonClasses({ className: 'gap-2' })}>
          <Heart className="size-4" aria-hidden="true" />
          Sign in to save
        </Link>
        <Link to={withReturn('/signup/buyer')} onClick={keepHeart} className={buttonClasses({ variant: 'outline' })}>
          Create an account
        </Link>
        <Button variant="ghost" onClick={dismissSignInToSave} className="sm:mr-auto">
          Not now
        </Button>
      </div>
    </DialogFrame>
  );
}
