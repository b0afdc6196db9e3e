import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api-client';
import { parsePendingOpenHouseKey, removePendingOpenHouseSaves, usePendingOpenHouseSaves } from '../../lib/local-open-house-saves';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/use-session';

/** At most this many held saves are sent at one sign-in (one call each); a visitor holds one or two. */
const MAX_HELD_SAVES = 10;

/** Kept for a later page load: the session is not there yet (401) or the server asked to wait (429), or it failed. */
const isForGood = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429;

/**
 * Once a user is signed in, the open houses this browser held for them on the way to sign-in are saved to
 * the account (saving twice keeps the first record), then forgotten here. One the server refuses for good
 * (gone, ended) is dropped; other failures keep it for the next page load.
 */
export function useSaveHeldOpenHouses(): void {
  const session = useSession();
  const held = usePendingOpenHouseSaves();
  const queryClient = useQueryClient();
  const isSaving = useRef(false);
  const isSignedIn = session.status === 'signed-in';

  useEffect(() => {
    if (!isSignedIn || held.length === 0 || isSaving.current) return;
    isSaving.current = true;
    const keys = [...held];
    void (async () => {
      // The save call and its schema stay out of the first chunk: loaded only when something is held.
      const [{ saveOpenHouse }, { SAVED_OPEN_HOUSES_QUERY_KEY }] = await Promise.all([
        import('../../lib/api/save-open-house'),
        import('../../lib/api/get-saved-open-houses'),
      ]);
      let savedCount = 0;
      const done: string[] = keys.slice(0, -MAX_HELD_SAVES);
      for (const key of keys.slice(-MAX_HELD_SAVES)) {
        const save = parsePendingOpenHouseKey(key);
        try {
          if (save) {
            await saveOpenHouse(save, { on401: 'throw' });
            savedCount += 1;
          }
          done.push(key);
        } catch (error) {
          if (isForGood(error)) done.push(key);
        }
      }
      removePendingOpenHouseSaves(done);
      if (savedCount > 0) {
        void queryClient.invalidateQueries({ queryKey: SAVED_OPEN_HOUSES_QUERY_KEY });
        toast({
          title: 'Open House Saved',
          description: savedCount === 1 ? 'Find it in your saved open houses.' : `${savedCount} open houses are in your saved open houses.`,
        });
      }
    })().finally(() => {
      isSaving.current = false;
    });
    // Only the held keys and the session start a round.
  }, [isSignedIn, held]);
}
