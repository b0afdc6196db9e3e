import { ApiError } from './api-client';
import { useSavedListings } from './api/get-saved-listings';
import { useSetListingSaved } from './api/set-listing-saved';
import { setLocalFavorite, useLocalFavorites } from './local-favorites';
import { toast } from './toast';
import { useSession } from './use-session';

export type TFavorite = {
  isFavorite: boolean;
  isPending: boolean;
  /** Flips the favourite; resolves to the new state, or null when the server refused (the user is told). */
  toggle: () => Promise<boolean | null>;
};

/**
 * One listing's heart: kept on the server (saved listings) for a signed-in user, in this browser for a
 * visitor. Every heart for the same listing shows the same state.
 */
export function useFavorite(propertyId: string): TFavorite {
  const session = useSession();
  const isSignedIn = session.status === 'signed-in';
  const saved = useSavedListings({ enabled: isSignedIn });
  const setSaved = useSetListingSaved();
  const localIds = useLocalFavorites();

  if (!isSignedIn) {
    const isFavorite = localIds.includes(propertyId);
    return {
      isFavorite,
      isPending: false,
      toggle: async () => {
        setLocalFavorite(propertyId, !isFavorite);
        return !isFavorite;
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
        if (!(error instanceof ApiError && error.status === 401)) toast({ title: 'Could not update favorites', description: 'Please try again.', variant: 'destructive' });
        return null;
      }
    },
  };
}
