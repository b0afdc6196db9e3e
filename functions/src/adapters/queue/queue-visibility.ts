import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import { getSqsClient } from '../../platform/sqs-client';
import { queueUrl } from './queue-sender';

/**
 * Sets when a received message comes back (its worker's back-off before the next attempt); the worker
 * must be granted `queue:<name>` for the queue's URL (Lambda's event source grants the call itself).
 */
export const delayRedelivery = async (queue: string, receiptHandle: string, seconds: number) => {
  await getSqsClient().send(new ChangeMessageVisibilityCommand({ QueueUrl: queueUrl(queue), ReceiptHandle: receiptHandle, VisibilityTimeout: seconds }));
};
