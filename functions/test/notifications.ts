/** What the API tests watch of mail and notifications: the embedded runtime's outbox, the notifications queue, its schedules. */
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { GetScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import type { TOutboxMail } from '../src/adapters/mail/outbox-transport';
import { listOpenHousesOfProperty } from '../src/data/open-house-repository';
import * as keys from '../src/data/keys';
import { queueUrlVariable } from '../src/entries/entry-environment';
import type { TNotificationMessage } from '../src/services/notifications/notification-message';
import { sharedTestDb } from './test-deps';

const local = { region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
const sqs = () => new SQSClient({ endpoint: inject('sqsEndpoint'), ...local });
const notificationsQueue = () => inject('handlerEnv')[queueUrlVariable('notifications')]!;

/** Every e-mail the embedded runtime's outbox holds (one JSON file each). */
export async function outbox(): Promise<TOutboxMail[]> {
  const dir = inject('outboxDir');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as TOutboxMail));
}

/** The subject every e-mail confirmation link goes out with (services/mail-trust/confirmation-mail.ts). */
export const isConfirmationMail = (mail: { subject: string }) => mail.subject.startsWith('Confirm your e-mail address');

/** The outbox's e-mails to one recipient, the sign-up's confirmation link aside (email-confirmation.ts reads those). */
export const mailsTo = async (address: string) => (await outbox()).filter((m) => m.to === address && !isConfirmationMail(m));

/** The confirmation links' e-mails to one recipient, oldest first. */
export const confirmationMailsTo = async (address: string) =>
  (await outbox()).filter((m) => m.to === address && isConfirmationMail(m)).sort((a, b) => a.id.localeCompare(b.id));

/** Reads until `isDone` holds (workers answer a moment later), failing with the last value after `seconds`. */
export async function until<T>(read: () => Promise<T>, isDone: (value: T) => boolean, what: string, seconds = 30): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The notifications queue has nothing waiting and nothing in flight: every message sent so far was handled. */
export async function notificationsQueueDrained(): Promise<void> {
  await until(
    async () =>
      (
        await sqs().send(
          new GetQueueAttributesCommand({
            QueueUrl: notificationsQueue(),
            AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
          }),
        )
      ).Attributes ?? {},
    (a) => a.ApproximateNumberOfMessages === '0' && a.ApproximateNumberOfMessagesNotVisible === '0',
    'the notifications queue to drain',
  );
}

/** Puts a message on the notifications queue `times` times, as a schedule that fires (or SQS redelivering) would. */
export async function sendToNotificationsQueue(message: TNotificationMessage, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await sqs().send(new SendMessageCommand({ QueueUrl: notificationsQueue(), MessageBody: JSON.stringify(message) }));
}

/** One schedule on the local EventBridge Scheduler (rejects with ResourceNotFoundException when there is none). */
export const getSchedule = (name: string, group: string) =>
  new SchedulerClient({ endpoint: inject('handlerEnv').AWS_ENDPOINT_URL_SCHEDULER, ...local }).send(new GetScheduleCommand({ Name: name, GroupName: group }));

/** Moves the end of a listing's (first) open house, straight in the table: the way to make it "over" now. */
export async function setOpenHouseEnd(propertyId: string, endsAt: Date): Promise<void> {
  const [openHouse] = await listOpenHousesOfProperty(sharedTestDb(), propertyId);
  const db = sharedTestDb();
  await db.client.send(
    new UpdateCommand({
      TableName: db.tableName,
      Key: keys.openHouse(propertyId, openHouse!.startsAt, openHouse!.id),
      UpdateExpression: 'SET endsAt = :endsAt',
      ExpressionAttributeValues: { ':endsAt': endsAt.toISOString() },
    }),
  );
}
