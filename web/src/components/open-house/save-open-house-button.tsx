import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { useSavedOpenHouses } from '../../lib/api/get-saved-open-houses';
import { useSaveOpenHouse } from '../../lib/api/save-open-house';
import { askToSignInToSaveOpenHouse } from '../../lib/sign-in-to-save';
import { toast } from '../../lib/toast';
import { useSession } from '../../lib/use-session';
import { Button, buttonClasses, type TButtonSize } from '../ui/button';

type TSaveOpenHouseButtonProps = { propertyId: string; openHouseId: string; label: string; size?: TButtonSize };

/**
 * Saves one open house to the signed-in user's list (kept on the server; status interested). Once saved
 * it links to the list. A visitor is asked to sign in first, as a heart asks: the save waits in this
 * browser and is made once they have, back on this page.
 */
export function SaveOpenHouseButton({ propertyId, openHouseId, label, size = 'sm' }: TSaveOpenHouseButtonProps) {
  const session = useSession();
  const isSignedIn = session.status === 'signed-in';
  const saved = useSavedOpenHouses({ enabled: isSignedIn });
  const save = useSaveOpenHouse();
  const isSaved = saved.data?.some((item) => item.openHouseId === openHouseId) ?? false;

  if (isSaved) {
    return (
      <Link to="/saved-open-houses" aria-label={`Saved: ${label}. View your saved open houses`} className={buttonClasses({ variant: 'secondary', size })}>
        <BookmarkCheck className="size-4" aria-hidden="true" />
        Saved
      </Link>
    );
  }

  const onClick = () => {
    if (!isSignedIn) {
      askToSignInToSaveOpenHouse(propertyId, openHouseId, label);
      return;
    }
    save.mutate(
      { propertyId, openHouseId },
      {
        onSuccess: () => toast({ title: 'Open House Saved', description: 'Find it in your saved open houses.' }),
        onError: (error) => {
          // A 401 has already told the user they are logged out and is taking them to login.
          if (error instanceof ApiError && error.status === 401) return;
          toast({
            title: 'Error',
            description: (error instanceof ApiError && error.serverMessage) || 'Failed to save open house. Please try again.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Button variant="outline" size={size} aria-label={`Save open house: ${label}`} disabled={session.status === 'loading' || save.isPending} onClick={onClick}>
      <Bookmark className="size-4" aria-hidden="true" />
      {save.isPending ? 'Saving...' : 'Save'}
    </Button>
  );
}
