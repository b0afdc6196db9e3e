import { nativeHashClass } from './native-hash';

/**
 * Bundled in place of @aws-sdk/checksums/sha for Lambda only (the S3 client's flexible checksums): as in
 * checksum.ts, SHA-1 on Node's crypto without the pure-JavaScript fallback (2.8 KB of every S3 route) that
 * Lambda's Node.js 22 does not need (same assumptions). The rest is the SDK's module, untouched.
 */
export * from '../../node_modules/@aws-sdk/checksums/dist-es/submodules/sha/index.js';

export const Sha1 = nativeHashClass('sha1', 20);

export { Sha1 as Sha1Node };
