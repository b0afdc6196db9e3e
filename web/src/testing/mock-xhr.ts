import { vi } from 'vitest';

/** What a fake S3 upload saw: the URL, and the multipart fields in the order they were appended. */
export type TXhrUpload = { method: string; url: string; fieldNames: string[]; fields: Record<string, string>; file: File | null };

type TXhrBehaviour = (upload: TXhrUpload) => { status: number } | 'network-error';

/**
 * Replaces XMLHttpRequest for the browser → S3 photo uploads. Each send reports progress at 50% and 100%
 * of the file, then answers with `behaviour(upload)` (default: 204, as S3 does for a presigned POST).
 */
export function mockXhr(behaviour: TXhrBehaviour = () => ({ status: 204 })) {
  const uploads: TXhrUpload[] = [];

  class FakeXhr {
    status = 0;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private method = '';
    private url = '';

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    send(body: FormData) {
      const fieldNames: string[] = [];
      const fields: Record<string, string> = {};
      let file: File | null = null;
      for (const [name, value] of body.entries()) {
        fieldNames.push(name);
        if (typeof value === 'string') fields[name] = value;
        else file = value;
      }
      const upload: TXhrUpload = { method: this.method, url: this.url, fieldNames, fields, file };
      uploads.push(upload);
      const total = file?.size ?? 1;
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: total / 2, total } as ProgressEvent);
        setTimeout(() => {
          const outcome = behaviour(upload);
          if (outcome === 'network-error') {
            this.onerror?.();
            return;
          }
          this.upload.onprogress?.({ lengthComputable: true, loaded: total, total } as ProgressEvent);
          this.status = outcome.status;
          this.onload?.();
        }, 5);
      }, 5);
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { uploads };
}

/** A File of `size` bytes (the content is irrelevant to the client). */
export function makeFile(name: string, { type = 'image/jpeg', size = 1024 }: { type?: string; size?: number } = {}): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
