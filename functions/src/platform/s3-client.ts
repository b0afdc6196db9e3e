import { S3Client } from '@aws-sdk/client-s3';
import { getEnv } from './env';

let s3Client: S3Client | undefined;

/** The S3 client singleton (see dynamodb-client.ts for why clients live in separate files). */
export function getS3Client(): S3Client {
  s3Client ??= new S3Client({
    region: getEnv().AWS_REGION,
    // Path-style at an endpoint override (s3rver, LocalStack): every S3-compatible server takes it.
    forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL),
    // Checksums only where S3 requires one (DeleteObjects): bodies go unframed, as s3rver reads them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3Client;
}
