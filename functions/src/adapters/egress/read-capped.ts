import { EgressError, toEgressError } from './egress-error';

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Reads an answer's body as a stream and stops at `maxBytes` (a Content-Length above it stops before
 * reading): a hostile or broken server cannot make us hold more than that in memory. Counted after any
 * decompression, so a small gzip bomb stops at the same cap.
 */
export async function readCappedBody(response: Pick<Response, 'headers' | 'body'>, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new EgressError('too-large', `The answer is larger than ${megabytes(maxBytes)}, the most read here`);
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      throw toEgressError(error);
    }
    if (chunk.done) return Buffer.concat(chunks, total);
    total += chunk.value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(chunk.value);
  }
}

export const readCappedText = async (response: Pick<Response, 'headers' | 'body'>, maxBytes: number) =>
  (await readCappedBody(response, maxBytes)).toString('utf8');
