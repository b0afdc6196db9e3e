import { createHmac } from 'node:crypto';
import { awsCredentials } from './aws-fetch';
import { getEnv } from './env';
import { s3BucketUrl } from './s3-objects';

/** A POST policy condition: `[op, '$field', value]`, `['content-length-range', min, max]` or `{ field: value }`. */
export type TPostPolicyCondition = ['eq' | 'starts-with', string, string] | ['content-length-range', number, number] | Record<string, string>;

export type TPresignedPost = { url: string; fields: Record<string, string> };

const iso8601 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * A browser-based upload to S3 (a POST form), signed with SigV4 as @aws-sdk/s3-presigned-post's
 * `createPresignedPost` signs it, field for field and condition for condition (its test holds the two equal):
 * the policy lists the given conditions, then one `{ field: value }` per form field (bucket, the SigV4 fields,
 * the session token if any), then the key; the signature is the hex HMAC-SHA256 of the base64 policy with the
 * request's signing key. S3 refuses a form that breaks a condition or arrives after `expiresInSeconds`.
 */
export function createS3PresignedPost(input: {
  bucket: string;
  key: string;
  conditions: TPostPolicyCondition[];
  fields: Record<string, string>;
  expiresInSeconds: number;
  now: Date;
}): TPresignedPost {
  const { accessKeyId, secretAccessKey, sessionToken } = awsCredentials();
  const region = getEnv().AWS_REGION;
  const signingDate = iso8601(input.now).replace(/[-:]/g, '');
  const shortDate = signingDate.slice(0, 8);
  const fields: Record<string, string> = {
    ...input.fields,
    bucket: input.bucket,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${accessKeyId}/${shortDate}/${region}/s3/aws4_request`,
    'X-Amz-Date': signingDate,
    ...(sessionToken ? { 'X-Amz-Security-Token': sessionToken } : {}),
  };
  const conditions = new Set([...input.conditions, ...Object.entries(fields).map(([name, value]) => ({ [name]: value })), { key: input.key }].map((c) => JSON.stringify(c)));
  const policy = Buffer.from(
    JSON.stringify({ expiration: iso8601(new Date(input.now.getTime() + input.expiresInSeconds * 1000)), conditions: [...conditions].map((c) => JSON.parse(c) as unknown) }),
  ).toString('base64');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, shortDate), region), 's3'), 'aws4_request');
  return {
    // As the SDK formats it: a bare host gets its `/` path (virtual-hosted), a path-style URL stays as it is.
    url: new URL(s3BucketUrl(input.bucket)).href,
    fields: { ...fields, key: input.key, Policy: policy, 'X-Amz-Signature': hmac(signingKey, policy).toString('hex') },
  };
}
