import { ApiError } from './api-client';
import { useSavedListings } from './api/get-saved-listings';
import { useSetListingSaved } from './api/set-listing-saved';
import { useLocalFavorites } from './local-favorites';
import { askToSignInToSave } from './sign-in-to-save';
import { toast } from './toast';
import { useSession } from './use-session';

export type TFavorite = {
  isFavorite: boolean;
  isPending: boolean;
  /**
   * Flips the favourite; resolves to the new state, or null when nothing changed yet: the server refused
   * (the user is told), or a visitor is asked to sign in first.
   */
  toggle: () => Promise<boolean | null>;
};

/**
 * One listing's heart, kept in the account (saved listings). A signed-out visitor is asked to sign in;
 * the heart they tapped waits in this browser and is saved once they have (see MergeLocalFavorites).
 * Every heart for the same listing shows the same state.
 */
export function useFavorite(propertyId: string, listingName: string): TFavorite {
  const session = useSession();
  const isSignedIn = session.status === 'signed-in';
  const saved = useSavedListings({ enabled: isSignedIn });
  const setSaved = useSetListingSaved();
  const localIds = useLocalFavorites();

  if (!isSignedIn) {
    return {
      // Held here on the way to sign-in; saved to the account right after.
      isFavorite: localIds.includes(propertyId),
      isPending: session.status === 'loading',
      toggle: async () => {
        askToSignInToSave(propertyId, listingName);
        return null;
      },
    };
  }

  const isFavorite = saved.data?.propertyIds.includes(propertyId) ?? false;
  return {
    isFavorite,
    isPending: setSaved.isPending && setSaved.variables?.propertyId === propertyId,
    toggle: async () => {
      try {
        await setSaved.mutateAsync({ propertyId, isSaved: !isFavorite });
        return !isFavorite;
      } catch (error) {
        // A 401 already told the user they are logged out and is taking them to login.
        if (!(error instanceof ApiError && error.status === 401))
          toast({ title: 'Could not update favorites', description: 'Please try again.', variant: 'destructive' });
        return null;
      }
    },
  };
}
