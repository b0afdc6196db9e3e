import { BellPlus } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import type { TSearchToSave } from '../../lib/saved-search';
import { useSession } from '../../lib/use-session';
import { Button } from '../ui/button';

/** The dialog, its form and Radix Dialog load when wanted (a pointer over the button, focus, a tap), not with the page. */
const SaveSearchDialog = lazyNamed(() => import('./save-search-dialog'), 'SaveSearchDialog');

/**
 * Save this search, on /listings and /map: a buyer names it and chooses how to be told of new homes; a
 * visitor is asked to sign in first and comes back to this very URL (the sign-in return-to). Agents and
 * brokers do not see it (saved searches are a buyer's tool).
 */
export function SaveSearchButton({ search }: { search: TSearchToSave }) {
  const session = useSession();
  const [isOpen, setIsOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (session.status === 'loading' || (session.status === 'signed-in' && session.user.profile.role !== 'BUYER')) return null;
  const preload = () => void SaveSearchDialog.preload();
  return (
    <>
      <Button
        ref={opener}
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setIsOpen(true)}
      >
        <BellPlus className="size-4" aria-hidden="true" />
        Save this search
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <SaveSearchDialog search={search} isSignedIn={session.status === 'signed-in'} isOpen onOpenChange={setIsOpen} opener={opener} />
        </Suspense>
      )}
    </>
  );
}
