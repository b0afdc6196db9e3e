import { createLocalIdStore } from './local-id-store';

/**
 * Hearts held in this browser until its visitor signs in: the one a signed-out visitor tapped before being
 * sent to sign in, and any an older version of the app kept here. Once signed in they are merged into the
 * account in one call and removed from here (signed-in users keep theirs on the server).
 */
const hearts = createLocalIdStore('openhouse:favorite-listings');

export const setLocalFavorite = (propertyId: string, isFavorite: boolean): void => hearts.set(propertyId, isFavorite);

/** Forgets these hearts (merged into the account); any added meanwhile stay. */
export const removeLocalFavorites = (propertyIds: readonly string[]): void => hearts.remove(propertyIds);

export const useLocalFavorites = (): readonly string[] => hearts.useIds();
