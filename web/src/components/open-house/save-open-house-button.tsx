import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses, type TButtonSize } from '../ui/button';
import { useSaveOpenHouseClick } from './use-save-open-house-click';

type TSaveOpenHouseButtonProps = { propertyId: string; openHouseId: string; label: string; size?: TButtonSize };

/**
 * Saves one open house to the signed-in user's list (kept on the server; status interested). Once saved
 * it links to the list. A visitor is asked to sign in first, as a heart asks: the save waits in this
 * browser and is made once they have, back on this page.
 */
export function SaveOpenHouseButton({ propertyId, openHouseId, label, size = 'sm' }: TSaveOpenHouseButtonProps) {
  const { savedOpenHouses, isSaving, isBusy, onClick } = useSaveOpenHouseClick({
    propertyId,
    openHouseId,
    label,
    savedToast: { title: 'Open House Saved', description: 'Find it in your saved open houses.' },
    failureMessage: 'Failed to save open house. Please try again.',
  });
  const isSaved = savedOpenHouses?.some((item) => item.openHouseId === openHouseId) ?? false;

  if (isSaved) {
    return (
      <Link to="/saved-open-houses" aria-label={`Saved: ${label}. View your saved open houses`} className={buttonClasses({ variant: 'secondary', size })}>
        <BookmarkCheck className="size-4" aria-hidden="true" />
        Saved
      </Link>
    );
  }

  return (
    <Button variant="outline" size={size} aria-label={`Save open house: ${label}`} disabled={isBusy} onClick={onClick}>
      <Bookmark className="size-4" aria-hidden="true" />
      {isSaving ? 'Saving...' : 'Save'}
    </Button>
  );
}
