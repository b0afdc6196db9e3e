import { queueUrl } from './queue-sender';
import { sqsCall } from './sqs-call';

/**
 * Sets when a received message comes back (its worker's back-off before the next attempt); the worker
 * must be granted `queue:<name>` for the queue's URL (Lambda's event source grants the call itself).
 */
export const delayRedelivery = async (queue: string, receiptHandle: string, seconds: number) => {
  await sqsCall('ChangeMessageVisibility', { QueueUrl: queueUrl(queue), ReceiptHandle: receiptHandle, VisibilityTimeout: seconds });
};
