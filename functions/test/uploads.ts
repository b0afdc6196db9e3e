/** Tiny files that start with real image signatures (the server checks magic bytes, not content). */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

export type TPresignedUpload = { key: string; url: string; fields: Record<string, string>; expiresAt: string };

/** What the browser does with a presigned POST: the policy fields, then the file, straight to S3. */
export async function uploadToS3(upload: TPresignedUpload, bytes: Buffer, contentType: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'photo');
  const response = await fetch(upload.url, { method: 'POST', body: form });
  return response.status;
}
