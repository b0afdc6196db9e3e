import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfilePhotoType } from '@shared/constants/branding';
import { AVATAR_MAX_MB } from '@shared/constants/listing';
import {
  PROFILE_PHOTO_TOO_LARGE_MESSAGE,
  ZConfirmProfilePhotoResponseSchema,
  ZPresignProfilePhotoResponseSchema,
  type TConfirmProfilePhotoResponse,
} from '@shared/schemas/profile.schema';
import { ApiError, apiJson } from '../api-client';
import { uploadToS3 } from '../upload-to-s3';
import { CURRENT_USER_QUERY_KEY } from './get-current-user';

/**
 * Profile pictures (Theme: 'profile', 'header'; Account: 'avatar'). JPG and PNG only: every browser can
 * draw them, and phones convert HEIC photos to JPEG when the picker asks for these types.
 */
export const PROFILE_PHOTO_ACCEPT = 'image/jpeg,image/png';
const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export const PROFILE_PHOTO_NOT_IMAGE_MESSAGE = 'Please choose an image file (JPG or PNG).';

/** Why a chosen file cannot be a profile picture (spec §5: images only, 5 MB), or null when it can. */
export function profilePhotoProblem(file: File): string | null {
  if (!PROFILE_PHOTO_TYPES.some((type) => type === file.type)) return PROFILE_PHOTO_NOT_IMAGE_MESSAGE;
  if (file.size > AVATAR_MAX_MB * 1024 * 1024) return PROFILE_PHOTO_TOO_LARGE_MESSAGE;
  return null;
}

/** A refused file, before anything is sent. */
export class ProfilePhotoRejected extends Error {
  override readonly name = 'ProfilePhotoRejected';
}

/**
 * 1. check the file here (type, size) 2. ask for a presigned S3 POST 3. upload the file straight to S3
 * 4. confirm it (the server checks prefix, size and image signature, then sets the picture).
 */
export async function uploadProfilePhoto(type: TProfilePhotoType, file: File): Promise<TConfirmProfilePhotoResponse> {
  const problem = profilePhotoProblem(file);
  if (problem) throw new ProfilePhotoRejected(problem);
  const { upload } = await apiJson('/api/profile/photos/uploads', ZPresignProfilePhotoResponseSchema, {
    method: 'POST',
    body: { type, file: { name: file.name, contentType: file.type, size: file.size } },
  });
  await uploadToS3(upload, file, () => {});
  return apiJson('/api/profile/photos', ZConfirmProfilePhotoResponseSchema, { method: 'POST', body: { type, key: upload.key } });
}

/** The reason to show for a failed upload: ours, the server's, or none (a network failure). */
export function profilePhotoErrorReason(error: unknown): string | undefined {
  if (error instanceof ProfilePhotoRejected) return error.message;
  if (error instanceof ApiError) return error.body?.errors?.[0]?.message ?? error.serverMessage;
  return undefined;
}

/**
 * Uploads one picture. On success the session user is refetched, so the header menu and the dashboard
 * show the new picture without a reload; callers update their own screens' data in `onSuccess`.
 */
export function useUploadProfilePhoto(type: TProfilePhotoType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadProfilePhoto(type, file),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    },
  });
}
