import type { TPresignedUpload } from '@shared/schemas/photo.schema';

/**
 * POSTs one file straight to S3 with its presigned form: every policy field first, the file last under
 * 'file' (S3 ignores fields after the file). XMLHttpRequest, not fetch, because only it reports upload
 * progress. No cookies: the bucket is not our API.
 */
export function uploadToS3(upload: TPresignedUpload, file: File, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) body.append(name, value);
    body.append('file', file);

    const request = new XMLHttpRequest();
    request.open('POST', upload.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new Error(`Upload of ${file.name} failed (${request.status})`));
      }
    };
    request.onerror = () => reject(new Error(`Upload of ${file.name} failed (network)`));
    request.onabort = () => reject(new Error(`Upload of ${file.name} was cancelled`));
    request.ontimeout = () => reject(new Error(`Upload of ${file.name} timed out`));
    request.send(body);
  });
}
