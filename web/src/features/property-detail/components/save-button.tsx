import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useFavorite } from '../../../lib/use-favorite';

/** Saves the listing to the favourites (the server's for a signed-in user, this browser's otherwise). */
export function SaveButton({ propertyId }: { propertyId: string }) {
  const favorite = useFavorite(propertyId);
  const onClick = async () => {
    const isSaved = await favorite.toggle();
    if (isSaved === true) toast({ title: 'Property Saved', description: 'Added to your favorites.' });
    if (isSaved === false) toast({ title: 'Removed from Favorites', description: 'This property is no longer saved.' });
  };
  return (
    <Button variant="outline" aria-pressed={favorite.isFavorite} disabled={favorite.isPending} onClick={() => void onClick()}>
      <Heart className={clsx('size-4', favorite.isFavorite && 'fill-red-600 text-red-600')} aria-hidden="true" />
      Save
    </Button>
  );
}
