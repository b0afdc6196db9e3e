import { ApiError } from '../../lib/api-client';
import { useSavedOpenHouses } from '../../lib/api/get-saved-open-houses';
import { useSaveOpenHouse } from '../../lib/api/save-open-house';
import { askToSignInToSaveOpenHouse } from '../../lib/sign-in-to-save';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/use-session';

type TSaveOpenHouseClick = {
  propertyId: string;
  openHouseId: string;
  label: string;
  savedToast: { title: string; description: string };
  failureMessage: string;
};

/**
 * What Save and Add to my day share: the person's saved open houses, and a click that saves this one and says
 * so in a toast (a visitor is asked to sign in first; the save waits in this browser until they have).
 */
export function useSaveOpenHouseClick({ propertyId, openHouseId, label, savedToast, failureMessage }: TSaveOpenHouseClick) {
  const session = useSession();
  const saved = useSavedOpenHouses({ enabled: session.status === 'signed-in' });
  const save = useSaveOpenHouse();

  const onClick = () => {
    if (session.status !== 'signed-in') {
      askToSignInToSaveOpenHouse(propertyId, openHouseId, label);
      return;
    }
    save.mutate(
      { propertyId, openHouseId },
      {
        onSuccess: () => toast(savedToast),
        onError: (error) => {
          // A 401 has already told the user they are logged out and is taking them to login.
          if (error instanceof ApiError && error.status === 401) return;
          toast({ title: 'Error', description: (error instanceof ApiError && error.serverMessage) || failureMessage, variant: 'destructive' });
        },
      },
    );
  };

  return { savedOpenHouses: saved.data, isSaving: save.isPending, isBusy: session.status === 'loading' || save.isPending, onClick };
}
