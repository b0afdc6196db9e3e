import { createLocalIdStore } from './local-id-store';

/**
 * Open houses a signed-out visitor asked to save (Save, Add to my day) and agreed to sign in for. They wait
 * in this browser and are saved to the account once the visitor has signed in (see SavedHomesSync).
 * Stored as "propertyId/openHouseId": the save call needs both.
 */
const pending = createLocalIdStore('openhouse:pending-open-house-saves');

export type TPendingOpenHouseSave = { propertyId: string; openHouseId: string };

const SEPARATOR = '/';
export const pendingOpenHouseKey = ({ propertyId, openHouseId }: TPendingOpenHouseSave): string => `${propertyId}${SEPARATOR}${openHouseId}`;

/** The pair a stored key names, or null for anything that never was one. */
export function parsePendingOpenHouseKey(key: string): TPendingOpenHouseSave | null {
  const [propertyId, openHouseId, ...rest] = key.split(SEPARATOR);
  const isId = (id: string | undefined): id is string => id !== undefined && /^[\w.~-]{1,128}$/.test(id);
  return rest.length === 0 && isId(propertyId) && isId(openHouseId) ? { propertyId, openHouseId } : null;
}

export const holdOpenHouseSave = (save: TPendingOpenHouseSave): void => pending.set(pendingOpenHouseKey(save), true);

export const removePendingOpenHouseSaves = (keys: readonly string[]): void => pending.remove(keys);

export const usePendingOpenHouseSaves = (): readonly string[] => pending.useIds();
