import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { LISTING_PHOTO_MAX_FILES, LISTING_PHOTO_MAX_MB, PHOTO_CONTENT_TYPES } from '../constants/listing';

export const PHOTO_TYPE_MESSAGE = 'Only JPG, PNG and WebP images can be uploaded (save HEIC photos as JPG first)';

/** POST /api/properties/{id}/photos/uploads: ask for presigned POSTs, one per file. */
export const ZPresignPhotosRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    files: z
      .array(
        z.object({
          name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
          contentType: z.enum(PHOTO_CONTENT_TYPES, { error: PHOTO_TYPE_MESSAGE }),
          size: z
            .number()
            .check(z.int(), z.gte(1, 'The file is empty'), z.lte(LISTING_PHOTO_MAX_MB * 1024 * 1024, `Maximum size is ${LISTING_PHOTO_MAX_MB}MB`)),
        }),
      )
      .check(z.minLength(1, 'Choose at least one photo'), z.maxLength(LISTING_PHOTO_MAX_FILES, `Maximum ${LISTING_PHOTO_MAX_FILES} files allowed`)),
  }),
);
export type TPresignPhotosRequest = z.input<typeof ZPresignPhotosRequestSchema>;

export const ZPresignedUploadSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    key: z.string(),
    url: z.string(),
    fields: z.record(z.string(), z.string()),
    expiresAt: z.string(),
  }),
);
export const ZPresignPhotosResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ uploads: z.array(ZPresignedUploadSchema) }));
export type TPresignedUpload = z.infer<typeof ZPresignedUploadSchema>;

/** POST /api/properties/{id}/photos: attach uploaded objects after the server has checked each one. */
export const ZConfirmPhotosRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ keys: z.array(z.string().check(z.maxLength(300))).check(z.minLength(1), z.maxLength(LISTING_PHOTO_MAX_FILES)) }),
);
export const ZConfirmPhotosResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    images: z.array(z.string()),
    rejected: z.array(z.object({ key: z.string(), message: z.string() })),
  }),
);
