import { Bookmark, Heart } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { setLocalFavorite } from '../../lib/local-favorites';
import { holdOpenHouseSave } from '../../lib/local-open-house-saves';
import { rememberReturnTo } from '../../lib/return-to';
import { dismissSignInToSave, useSignInToSave, type TSignInToSaveAsk } from '../../lib/sign-in-to-save';
import { Button, buttonClasses } from '../ui/button';
import { DialogFrame } from '../ui/dialog-frame';

const WORDING: Record<TSignInToSaveAsk['kind'], { title: string; kept: string }> = {
  home: { title: 'Sign in to save this home', kept: 'Saved homes are kept in your account, on every device.' },
  'open-house': { title: 'Sign in to save this open house', kept: 'Saved open houses and your day plans are kept in your account, on every device.' },
};

/**
 * Asks a signed-out visitor who tapped a heart, or Save or Add to my day on an open house, to sign in.
 * Going on keeps what they saved in this browser and the page to come back to; once signed in it is saved
 * to the account and the visitor is back here.
 */
export function SignInToSaveDialog() {
  const ask = useSignInToSave();
  const location = useLocation();
  if (!ask) return null;
  const here = `${location.pathname}${location.search}`;
  const keepSave = () => {
    if (ask.kind === 'home') setLocalFavorite(ask.propertyId, true);
    else holdOpenHouseSave({ propertyId: ask.propertyId, openHouseId: ask.openHouseId });
    rememberReturnTo(here);
    dismissSignInToSave();
  };
  const withReturn = (path: string) => `${path}?returnTo=${encodeURIComponent(here)}`;
  const { title, kept } = WORDING[ask.kind];
  const name = ask.kind === 'home' ? ask.listingName : ask.label;
  const Icon = ask.kind === 'home' ? Heart : Bookmark;
  return (
    <DialogFrame
      isOpen
      onOpenChange={(isOpen) => !isOpen && dismissSignInToSave()}
      title={title}
      description={`${kept} Sign in and ${name} is saved; you come back to this page.`}
    >
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <Link to={withReturn('/signin')} onClick={keepSave} className={buttonClasses({ className: 'gap-2' })}>
          <Icon className="size-4" aria-hidden="true" />
          Sign in to save
        </Link>
        <Link to={withReturn('/signup/buyer')} onClick={keepSave} className={buttonClasses({ variant: 'outline' })}>
          Create an account
        </Link>
        <Button variant="ghost" onClick={dismissSignInToSave} className="sm:mr-auto">
          Not now
        </Button>
      </div>
    </DialogFrame>
  );
}
