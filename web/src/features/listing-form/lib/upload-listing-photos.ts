import { confirmListingPhotos } from '../api/confirm-listing-photos';
import { presignListingPhotos } from '../api/presign-listing-photos';
import type { TPhotoProgress, TSelectedPhoto } from './photo-files';
import { uploadToS3 } from '../../../lib/upload-to-s3';

export type TPhotoUploadOutcome = { isComplete: boolean; images: string[] };

/**
 * 1. ask for one presigned POST per photo 2. upload each straight to S3, reporting progress per photo
 * 3. confirm the uploaded keys (the server checks size, type and image signature) and mark each photo.
 * Throws when the presign or confirm call fails; a failed upload only marks its photo.
 */
export async function uploadListingPhotos(
  propertyId: string,
  photos: readonly TSelectedPhoto[],
  onProgress: (photoId: string, progress: TPhotoProgress) => void,
): Promise<TPhotoUploadOutcome> {
  const { uploads } = await presignListingPhotos(propertyId, {
    files: photos.map(({ file, contentType }) => ({ name: file.name, contentType, size: file.size })),
  });
  if (uploads.length !== photos.length) throw new Error('The server did not prepare an upload for every photo.');

  const uploaded = await Promise.all(
    photos.map(async (photo, index) => {
      const upload = uploads[index];
      if (!upload) return null;
      onProgress(photo.id, { status: 'uploading', percent: 0 });
      try {
        await uploadToS3(upload, photo.file, (percent) => onProgress(photo.id, { status: 'uploading', percent }));
        onProgress(photo.id, { status: 'checking', percent: 100 });
        return { photo, key: upload.key };
      } catch {
        onProgress(photo.id, { status: 'failed', percent: 0, message: 'Upload failed' });
        return null;
      }
    }),
  );
  const succeeded = uploaded.filter((item) => item !== null);
  if (succeeded.length === 0) return { isComplete: false, images: [] };

  const confirmed = await confirmListingPhotos(
    propertyId,
    succeeded.map((item) => item.key),
  );
  const rejected = new Map(confirmed.rejected.map(({ key, message }) => [key, message]));
  for (const { photo, key } of succeeded) {
    const message = rejected.get(key);
    onProgress(photo.id, message ? { status: 'failed', percent: 100, message } : { status: 'done', percent: 100 });
  }
  return { isComplete: succeeded.length === photos.length && rejected.size === 0, images: confirmed.images };
}
