import { Suspense, useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api-client';
import { useMergeSavedListings } from '../../lib/api/merge-saved-listings';
import { lazyNamed } from '../../lib/lazy-named';
import { removeLocalFavorites, useLocalFavorites } from '../../lib/local-favorites';
import { dismissSignInToSave, useSignInToSave } from '../../lib/sign-in-to-save';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/use-session';
import { useSaveHeldOpenHouses } from './use-save-held-open-houses';

const SignInToSaveDialog = lazyNamed(() => import('../../components/property/sign-in-to-save-dialog'), 'SignInToSaveDialog');

/** What the server takes as a listing id (ZResourceIdSchema; its zod stays out of the first chunk). Anything else in storage never was one. */
const isListingId = (id: string) => /^[\w.~-]{1,128}$/.test(id);

/**
 * Once a user is signed in, the hearts this browser still holds are saved to the account in one call and
 * then forgotten here. A failure keeps them for the next page load, except ids the server refused for good.
 */
function useMergeLocalFavorites() {
  const session = useSession();
  const localIds = useLocalFavorites();
  const merge = useMergeSavedListings();
  const isMerging = useRef(false);
  const isSignedIn = session.status === 'signed-in';

  useEffect(() => {
    if (!isSignedIn || localIds.length === 0 || isMerging.current) return;
    isMerging.current = true;
    const held = [...localIds];
    const ids = held.filter(isListingId);
    const done = ids.length ? merge.mutateAsync(ids) : Promise.resolve({ propertyIds: [], skipped: [] });
    done
      .then((result) => {
        removeLocalFavorites(held);
        const saved = ids.length - result.skipped.length;
        if (saved === 1) toast({ title: 'Property Saved', description: 'Added to your saved homes.' });
        else if (saved > 1) toast({ title: 'Homes Saved', description: `${saved} homes you saved on this device are now in your saved homes.` });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) removeLocalFavorites(held);
      })
      .finally(() => {
        isMerging.current = false;
      });
    // `merge` changes identity with its state; only the ids and the session start a merge.
  }, [isSignedIn, localIds]);
}

/**
 * Keeps the account's saved homes and open houses and what this browser held for them together: the saves
 * at sign-in and the visitor's sign-in prompt.
 */
export function SavedHomesSync() {
  useMergeLocalFavorites();
  useSaveHeldOpenHouses();
  const ask = useSignInToSave();
  // The question belongs to this app instance: gone with it.
  useEffect(() => dismissSignInToSave, []);
  if (!ask) return null;
  return (
    <Suspense fallback={null}>
      <SignInToSaveDialog />
    </Suspense>
  );
}
