import { SQSClient } from '@aws-sdk/client-sqs';
import { getEnv } from './env';

let sqsClient: SQSClient | undefined;

/** The SQS client singleton (see dynamodb-client.ts for why clients live in separate files). */
export function getSqsClient(): SQSClient {
  // With an endpoint override (the local stand-in, LocalStack) the override is where queues are, whatever host
  // their URLs name; without one the SDK sends each call to its queue URL's host.
  sqsClient ??= new SQSClient({ region: getEnv().AWS_REGION, useQueueUrlAsEndpoint: !(process.env.AWS_ENDPOINT_URL_SQS || process.env.AWS_ENDPOINT_URL) });
  return sqsClient;
}
