import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import type { Checksum, SourceData } from '@smithy/types';

const toBuffer = (data: SourceData): string | Buffer => {
  if (typeof data === 'string') return data;
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
};

export const toBytes = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/**
 * The SDK's native hash class (Sha256Node in @smithy/core, Sha1Node in @aws-sdk/checksums: the same code for
 * each algorithm), for the checksum shims: a hash, or an HMAC with a secret, on Node's crypto.
 */
export function nativeHashClass(algorithm: 'sha256' | 'sha1', digestLength: number) {
  return class NativeHash implements Checksum {
    readonly digestLength = digestLength;
    private readonly isHmac: boolean;
    private hash: Hash | Hmac;
    private finished = false;

    constructor(private readonly secret?: SourceData) {
      this.isHmac = !!secret;
      this.hash = this.createHash();
    }

    update(data: SourceData): void {
      if (this.finished) throw new Error('Attempted to update an already finished hash.');
      this.hash.update(data as string);
    }

    async digest(): Promise<Uint8Array> {
      if (!this.isHmac) return toBytes((this.hash as Hash).copy().digest());
      this.finished = true;
      return toBytes(this.hash.digest());
    }

    reset(): void {
      this.hash = this.createHash();
      this.finished = false;
    }

    private createHash(): Hash | Hmac {
      return this.secret ? createHmac(algorithm, toBuffer(this.secret)) : createHash(algorithm);
    }
  };
}
