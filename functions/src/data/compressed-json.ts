import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * A JSON value gzipped into one binary attribute. For bulk data the app keeps but never queries (an MLS
 * record's hundreds of Data Dictionary fields): DynamoDB bills writes per kilobyte, and one binary
 * attribute is far cheaper to store and parse than a map of hundreds.
 */
export const compressJson = (value: unknown): Uint8Array => gzipSync(JSON.stringify(value));

export const decompressJson = (bytes: Uint8Array): unknown => JSON.parse(gunzipSync(bytes).toString('utf8'));
