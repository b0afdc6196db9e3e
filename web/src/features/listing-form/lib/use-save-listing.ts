import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TListingStatus } from '@shared/constants/listing';
import type { TProperty } from '@shared/schemas/property.schema';
import { PROPERTIES_QUERY_KEY } from '../../../lib/api/get-properties';
import { createProperty } from '../api/create-property';
import { updateProperty } from '../api/update-property';
import type { TListingPayload } from './listing-form-values';
import type { TPhotoProgress, TSelectedPhoto } from './photo-files';
import { uploadListingPhotos } from './upload-listing-photos';

/** The dashboard's tiles query (its key is its API path, as every query key here). */
const DASHBOARD_STATS_QUERY_KEY = ['/api/dashboard/stats'] as const;

type TSaveListingInput = { payload: TListingPayload; status: TListingStatus; photos: readonly TSelectedPhoto[] };
export type TSaveListingResult = { property: TProperty; hasPhotoFailure: boolean };

/**
 * Saves the listing (create, or PUT when editing), then uploads the chosen photos. A failed photo upload
 * never undoes the listing: the result says so and the caller warns. Progress is reported per photo.
 */
export function useSaveListing(propertyId?: string) {
  const queryClient = useQueryClient();
  const [photoProgress, setPhotoProgress] = useState<Record<string, TPhotoProgress>>({});

  const mutation = useMutation({
    mutationFn: async ({ payload, status, photos }: TSaveListingInput): Promise<TSaveListingResult> => {
      setPhotoProgress({});
      const property = propertyId ? await updateProperty(propertyId, { ...withoutOpenHouse(payload), status }) : await createProperty({ ...payload, status });
      if (photos.length === 0) return { property, hasPhotoFailure: false };
      try {
        const outcome = await uploadListingPhotos(property.id, photos, (photoId, progress) =>
          setPhotoProgress((current) => ({ ...current, [photoId]: progress })),
        );
        return { property, hasPhotoFailure: !outcome.isComplete };
      } catch {
        return { property, hasPhotoFailure: true };
      }
    },
    // The screen moves on at once: mark listings and tiles stale without refetching them here (the
    // edit screen's own listing would be fetched again only to be abandoned); they refetch when next shown.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PROPERTIES_QUERY_KEY, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_QUERY_KEY, refetchType: 'none' });
    },
  });

  return { ...mutation, photoProgress };
}

/** PUT carries the listing only: open houses have their own calls. */
function withoutOpenHouse(payload: TListingPayload) {
  const { openHouse: _openHouse, ...listing } = payload;
  return listing;
}
