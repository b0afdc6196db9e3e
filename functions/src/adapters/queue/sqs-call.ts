import { awsEndpoint, awsJsonCall } from '../../platform/aws-fetch';

/**
 * One SQS operation on a queue (AWS JSON 1.0). Without an endpoint override it goes to the queue URL's
 * host, as the SDK's client did; with one (the local stand-in, LocalStack) to the override, whatever host
 * the queue's URL names.
 */
export const sqsCall = <T = unknown>(operation: string, input: { QueueUrl: string } & Record<string, unknown>): Promise<T> => {
  const endpoint = awsEndpoint('sqs');
  const url = endpoint.overridden ? `${endpoint.url}/` : `${new URL(input.QueueUrl).origin}/`;
  return awsJsonCall<T>('sqs', `AmazonSQS.${operation}`, input, { url });
};
