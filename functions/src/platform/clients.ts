import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { getEnv } from './env';

/*
 * SDK clients are module-scope singletons, created on first use and reused across invocations.
 * Endpoints come from the SDK's own AWS_ENDPOINT_URL / AWS_ENDPOINT_URL_<SERVICE> variables, which the
 * embedded runtime and LocalStack set.
 */
let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;

export function getDocumentClient(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({ region: getEnv().AWS_REGION }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

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
