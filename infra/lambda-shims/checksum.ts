import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { Checksum, SourceData } from '@smithy/types';
import { toUint8Array } from '@smithy/core/serde';
import { nativeHashClass, toBytes } from './native-hash';

/**
 * Bundled in place of @smithy/core/checksum for Lambda only. The SDK's SHA-256, MD5 and CRC-32 use Node's
 * `crypto` and `zlib`, and fall back to pure-JavaScript ones where those lack the algorithm: every client's
 * configuration takes Sha256 (the request signer), the S3 and SQS clients Md5 and Crc32 too. The fallbacks
 * do not run on Lambda's Node.js 22 (its OpenSSL has SHA-256 and MD5; `zlib.crc32` is there since Node
 * 22.2 and 20.15). Assumed: the runtime is nodejs22.x (or later) and not in FIPS mode, which Lambda's is not
 * unless asked (FIPS OpenSSL refuses MD5: the SDK would use its JavaScript MD5, this throws; README, "Function
 * bundles and secrets"). The SDK chooses when the module loads, so every bundle carried them: the JavaScript
 * SHA-256 is 3.3 KB of every function, MD5 another 1.5 KB of the S3 and SQS routes. These are the SDK's own
 * native classes (Sha256Node, Md5Node, Crc32Node) without the fallback, so a hash or signature comes out
 * exactly as before; everything else is the SDK's module, untouched.
 */
export * from '../../node_modules/@smithy/core/dist-es/submodules/checksum/index.js';

export const Sha256 = nativeHashClass('sha256', 32);

export class Md5 implements Checksum {
  readonly digestLength = 16;
  private hash = createHash('md5');

  update(data: SourceData): void {
    this.hash.update(toUint8Array(data));
  }

  async digest(): Promise<Uint8Array> {
    return toBytes(this.hash.copy().digest());
  }

  reset(): void {
    this.hash = createHash('md5');
  }
}

export class Crc32 implements Checksum {
  readonly digestLength = 4;
  private value = 0;

  update(data: Uint8Array): void {
    this.value = crc32(data, this.value);
  }

  /** Used by the event-stream codec. */
  digestSync(): number {
    return this.value >>> 0;
  }

  async digest(): Promise<Uint8Array> {
    const out = new Uint8Array(4);
    new DataView(out.buffer).setUint32(0, this.digestSync(), false);
    return out;
  }

  reset(): void {
    this.value = 0;
  }
}

export { Sha256 as Sha256Node, Md5 as Md5Node, Crc32 as Crc32Node };
