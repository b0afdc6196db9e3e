import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSupportTopic } from '@shared/constants/support';
import { ZPresignSupportScreenshotResponseSchema, ZSupportRequestSchema, type TSupportRequest } from '@shared/schemas/support.schema';
import { apiJson } from '../../../lib/api-client';
import { uploadToS3 } from '../../../lib/upload-to-s3';
import { OWN_SUPPORT_REQUESTS_QUERY_KEY } from './get-own-support-requests';

export type TNewSupportRequest = { topic: TSupportTopic; message: string; screenshot: File | null };

/** A screenshot goes straight to storage through a presigned POST; the request then names its key (the server checks it). */
async function uploadScreenshot(file: File): Promise<string> {
  const { upload } = await apiJson('/api/support-requests/screenshots/uploads', ZPresignSupportScreenshotResponseSchema, {
    method: 'POST',
    body: { file: { name: file.name, contentType: file.type, size: file.size } },
  });
  await uploadToS3(upload, file, () => undefined);
  return upload.key;
}

/** POST /api/support-requests (after the screenshot's upload, if any). */
export async function createSupportRequest({ topic, message, screenshot }: TNewSupportRequest): Promise<TSupportRequest> {
  const screenshotKey = screenshot ? await uploadScreenshot(screenshot) : null;
  return apiJson('/api/support-requests', ZSupportRequestSchema, { method: 'POST', body: { topic, message, screenshotKey } });
}

export function useCreateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSupportRequest, onSuccess: () => queryClient.invalidateQueries({ queryKey: OWN_SUPPORT_REQUESTS_QUERY_KEY }) });
}
