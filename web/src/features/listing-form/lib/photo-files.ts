import {
  LISTING_PHOTO_MAX_FILES,
  LISTING_PHOTO_MAX_MB,
  PHOTO_CONTENT_TYPES,
  tooLargeMessage,
  tooManyFilesMessage,
  type TPhotoContentType,
} from '@shared/constants/listing';

/** A photo chosen in the uploader, not uploaded yet. */
export type TSelectedPhoto = { id: string; file: File; contentType: TPhotoContentType; previewUrl: string | null };

/** Where one photo's upload stands. */
export type TPhotoProgress = { status: 'uploading' | 'checking' | 'done' | 'failed'; percent: number; message?: string };

// No HEIC here: asked for these types, phones hand HEIC photos over as JPEG.
export const PHOTO_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
export const PHOTO_LIMITS = { maxFiles: LISTING_PHOTO_MAX_FILES, maxMb: LISTING_PHOTO_MAX_MB };

const BY_EXTENSION: Record<string, TPhotoContentType> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The photo's type; when the browser gives a file no type, the extension decides. */
export function photoContentType(file: File): TPhotoContentType | null {
  const declared = PHOTO_CONTENT_TYPES.find((type) => type === file.type);
  if (declared) return declared;
  if (file.type && file.type !== 'application/octet-stream') return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? null;
}

const unsupportedMessage = (name: string) => `File "${name}" is not a supported image. Use JPG, PNG or WebP (save HEIC photos as JPG first).`;

let nextPhotoId = 0;

function toSelectedPhoto(file: File, contentType: TPhotoContentType): TSelectedPhoto {
  nextPhotoId += 1;
  const previewUrl = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
  return { id: `photo-${nextPhotoId}`, file, contentType, previewUrl };
}

/**
 * Checks newly chosen files against the spec's limits. Too many in all: none are added ('Maximum 10 files
 * allowed. You're trying to add 12 files.'). Otherwise each file that is too large or not an image is
 * refused with its own message and the rest are added.
 */
export function checkNewPhotos(alreadyChosen: number, files: readonly File[], limits = PHOTO_LIMITS): { accepted: TSelectedPhoto[]; errors: string[] } {
  const wouldHave = alreadyChosen + files.length;
  if (wouldHave > limits.maxFiles) return { accepted: [], errors: [tooManyFilesMessage(limits.maxFiles, wouldHave)] };
  const accepted: TSelectedPhoto[] = [];
  const errors: string[] = [];
  for (const file of files) {
    const contentType = photoContentType(file);
    if (!contentType) errors.push(unsupportedMessage(file.name));
    else if (file.size > limits.maxMb * 1024 * 1024) errors.push(tooLargeMessage(file.name, limits.maxMb));
    else accepted.push(toSelectedPhoto(file, contentType));
  }
  return { accepted, errors };
}

export function releasePreview(photo: TSelectedPhoto): void {
  if (photo.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(photo.previewUrl);
}
