import type * as z from 'zod';
import { ZConfirmPhotosResponseSchema } from '@shared/schemas/photo.schema';
import { apiJson } from '../../../lib/api-client';

export type TConfirmPhotosResponse = z.infer<typeof ZConfirmPhotosResponseSchema>;

/** POST /api/properties/{id}/photos: the server checks each uploaded object and attaches the good ones. */
export const confirmListingPhotos = (propertyId: string, keys: string[]): Promise<TConfirmPhotosResponse> =>
  apiJson(`/api/properties/${encodeURIComponent(propertyId)}/photos`, ZConfirmPhotosResponseSchema, { method: 'POST', body: { keys } });
