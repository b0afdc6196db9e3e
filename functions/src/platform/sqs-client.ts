import { SQSClient } from '@aws-sdk/client-sqs';
import { getEnv } from './env';

let sqsClient: SQSClient | undefined;

/** The SQS client singleton (see dynamodb-client.ts for why clients live in separate files). */
export function getSqsClient(): SQSClient {
  sqsClient ??= new SQSClient({ region: getEnv().AWS_REGION });
  return sqsClient;
}
