import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { queueUrlVariable } from '../../entries/entry-environment';
import { getSqsClient } from '../../platform/sqs-client';

/** Puts work on a worker's queue; the function must be granted `queue:<name>` in the entry table. */
export type TQueueSender = { send: (queue: string, message: unknown, options?: { delaySeconds?: number }) => Promise<void> };

export const queueUrl = (queue: string) => {
  const url = process.env[queueUrlVariable(queue)];
  if (!url) throw new Error(`${queueUrlVariable(queue)} is not set: grant 'queue:${queue}' to this entry`);
  return url;
};

export const sqsQueueSender: TQueueSender = {
  send: async (queue, message, options) => {
    await getSqsClient().send(new SendMessageCommand({ QueueUrl: queueUrl(queue), MessageBody: JSON.stringify(message), DelaySeconds: options?.delaySeconds }));
  },
};
