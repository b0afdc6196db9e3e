import { ZPresignPhotosResponseSchema, type TPresignPhotosRequest, type TPresignedUpload } from '@shared/schemas/photo.schema';
import { apiJson } from '../../../lib/api-client';

/** POST /api/properties/{id}/photos/uploads: one presigned S3 POST per file, in the order asked. */
export const presignListingPhotos = (propertyId: string, request: TPresignPhotosRequest): Promise<{ uploads: TPresignedUpload[] }> =>
  apiJson(`/api/properties/${encodeURIComponent(propertyId)}/photos/uploads`, ZPresignPhotosResponseSchema, { method: 'POST', body: request });
