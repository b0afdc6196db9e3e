import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useFavorite } from '../../../lib/use-favorite';

/** Saves the listing to the account's saved homes; a visitor is asked to sign in first. */
export function SaveButton({ propertyId, listingName }: { propertyId: string; listingName: string }) {
  const favorite = useFavorite(propertyId, listingName);
  const onClick = async () => {
    const isSaved = await favorite.toggle();
    if (isSaved === true) toast({ title: 'Property Saved', description: 'Added to your saved homes.' });
    if (isSaved === false) toast({ title: 'Removed from Favorites', description: 'This property is no longer saved.' });
  };
  return (
    <Button variant="outline" aria-pressed={favorite.isFavorite} disabled={favorite.isPending} onClick={() => void onClick()}>
      <Heart className={clsx('size-4', favorite.isFavorite && 'fill-red-600 text-red-600')} aria-hidden="true" />
      Save
    </Button>
  );
}
