import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { useFavorite } from '../../lib/use-favorite';

/** The card's heart: a toggle button (aria-pressed) saving the listing in the account; a visitor is asked to sign in. */
export function FavoriteButton({ propertyId, listingName, className }: { propertyId: string; listingName: string; className?: string }) {
  const { isFavorite, isPending, toggle } = useFavorite(propertyId, listingName);
  return (
    <button
      type="button"
      aria-label={`Favorite ${listingName}`}
      aria-pressed={isFavorite}
      disabled={isPending}
      onClick={() => void toggle()}
      className={clsx('flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white hover:text-red-600', className)}
    >
      <Heart className={clsx('size-5', isFavorite && 'fill-red-600 text-red-600')} aria-hidden="true" />
    </button>
  );
}
