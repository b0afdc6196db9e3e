import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const SRC = join(ROOT, 'functions', 'src');

/** Every product source file under functions/src (tests aside), with its text. */
function sources(dir = SRC): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
    return [{ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }];
  });
}

const importedPackages = (text: string) => [...text.matchAll(/\bfrom\s+'(@aws-sdk\/[^'/]+|@smithy\/signature-v4|aws4fetch)'/g)].map((m) => m[1]!);

/**
 * Issue 41: the AWS services besides DynamoDB are called through AWS's own SDK packages, each imported by its
 * client singleton (platform/*-client.ts) and its adapter only, so a route bundles a client only when it calls
 * the service; nothing speaks their wire protocols by hand.
 */
describe('the AWS SDK in functions/src', () => {
  const files = sources();

  it('is imported by the adapters and client files listed here, and by no other file', () => {
    const packages = ['@aws-sdk/client-sqs', '@aws-sdk/client-scheduler', '@aws-sdk/client-sesv2', '@aws-sdk/client-s3', '@aws-sdk/s3-presigned-post'];
    const importers = Object.fromEntries(packages.map((pkg) => [pkg, files.filter((f) => importedPackages(f.text).includes(pkg)).map((f) => f.path).sort()]));
    expect(importers).toEqual({
      '@aws-sdk/client-sqs': ['functions/src/adapters/queue/queue-sender.ts', 'functions/src/adapters/queue/queue-visibility.ts', 'functions/src/platform/sqs-client.ts'],
      '@aws-sdk/client-scheduler': ['functions/src/adapters/scheduler/schedules.ts', 'functions/src/platform/scheduler-client.ts'],
      '@aws-sdk/client-sesv2': ['functions/src/adapters/mail/ses-transport.ts', 'functions/src/platform/ses-client.ts'],
      '@aws-sdk/client-s3': ['functions/src/adapters/photos/photo-storage.ts', 'functions/src/platform/s3-client.ts'],
      '@aws-sdk/s3-presigned-post': ['functions/src/adapters/photos/photo-storage.ts'],
    });
  });

  it('leaves no request signed or AWS protocol spoken by hand: no SigV4 signer, no X-Amz-Target, no S3 URL built', () => {
    const byHand = files
      .filter((f) => importedPackages(f.text).some((pkg) => pkg === '@smithy/signature-v4' || pkg === 'aws4fetch') || /AWS4-HMAC-SHA256|x-amz-target|amazonaws\.com/i.test(f.text))
      .map((f) => f.path);
    expect(byHand).toEqual([]);
  });
});
