import { S3Client } from '@aws-sdk/client-s3';
import { getEnv } from './env';

let s3Client: S3Client | undefined;

/** The S3 client singleton (see dynamodb-client.ts for why clients live in separate files). */
export function getS3Client(): S3Client {
  s3Client ??= new S3Client({
    region: getEnv().AWS_REGION,
    // Path-style works with every S3-compatible server; checksums only when required keep bodies unframed.
    forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3 ?? process.env.AWS_ENDPOINT_URL),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3Client;
}
