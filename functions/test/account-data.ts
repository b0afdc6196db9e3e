import { GetQueueAttributesCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { GetCommand, ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { queueUrlVariable } from '../src/entries/entry-environment';
import { ACCOUNT_DATA_MESSAGES } from '@shared/constants/account-data';
import * as keys from '../src/data/keys';
import { mailsTo, until } from './notifications';
import { PNG, type TPresignedUpload, uploadToS3 } from './uploads';
import { sharedTestDb } from './test-deps';

/** Every item of the table (tests only: no request path scans), with its text for searching. */
export async function scanWholeTable(): Promise<{ item: Record<string, unknown>; text: string }[]> {
  const db = sharedTestDb();
  const items: { item: Record<string, unknown>; text: string }[] = [];
  let start: ScanCommandOutput['LastEvaluatedKey'];
  do {
    const page: ScanCommandOutput = await db.client.send(new ScanCommand({ TableName: db.tableName, ExclusiveStartKey: start }));
    for (const item of page.Items ?? [])
      items.push({ item, text: JSON.stringify(item, (_key, value: unknown) => (value instanceof Set ? [...value] : value)).toLowerCase() });
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** The table's items that mention any of `needles` (an id, an address) anywhere: keys, index keys or attributes. */
export async function itemsMentioning(...needles: string[]) {
  const lower = needles.map((needle) => needle.toLowerCase());
  return (await scanWholeTable()).filter(({ text }) => lower.some((needle) => text.includes(needle))).map(({ item }) => item);
}

/** Waits for the deletion worker to finish: it deletes the account's own item last. */
export async function accountErased(userId: string): Promise<void> {
  const db = sharedTestDb();
  await until(
    async () => (await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.user(userId), ConsistentRead: true }))).Item,
    (item) => item === undefined,
    `the account ${userId} to be erased`,
    60,
  );
}

/** The download link of the newest "data ready" mail to `email` (waits for the export worker). */
export async function exportLinkMailedTo(email: string, count = 1): Promise<string> {
  const mails = await until(
    async () => (await mailsTo(email)).filter((mail) => mail.subject === ACCOUNT_DATA_MESSAGES.exportMailSubject),
    (found) => found.length >= count,
    `the export mail to ${email}`,
    60,
  );
  const newest = mails.sort((a, b) => a.id.localeCompare(b.id)).at(-1)!;
  return /https?:\/\/\S+\/api\/account\/export\/\S+/.exec(newest.text)![0];
}

const sqs = () => new SQSClient({ endpoint: inject('sqsEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const queueUrlOf = (queue: string) => inject('handlerEnv')[queueUrlVariable(queue)]!;

/** Puts a message on a worker's queue again, as SQS redelivering it would. */
export async function sendToQueue(queue: string, message: unknown): Promise<void> {
  await sqs().send(new SendMessageCommand({ QueueUrl: queueUrlOf(queue), MessageBody: JSON.stringify(message) }));
}

/** The queue has nothing waiting and nothing in flight. */
export async function queueDrained(queue: string): Promise<void> {
  await until(
    async () =>
      (
        await sqs().send(
          new GetQueueAttributesCommand({
            QueueUrl: queueUrlOf(queue),
            AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
          }),
        )
      ).Attributes ?? {},
    (a) => a.ApproximateNumberOfMessages === '0' && a.ApproximateNumberOfMessagesNotVisible === '0',
    `the ${queue} queue to drain`,
    60,
  );
}

/** A listing photo uploaded and confirmed as the browser does; answers the listing's served image URLs. */
export async function addListingPhoto(
  client: { post: <T>(path: string, json?: unknown) => Promise<{ status: number; body: T }> },
  listingId: string,
): Promise<string[]> {
  const presigned = await client.post<{ uploads: TPresignedUpload[] }>(`/api/properties/${listingId}/photos/uploads`, {
    files: [{ name: 'front.png', contentType: 'image/png', size: PNG.length }],
  });
  const [upload] = presigned.body.uploads;
  await uploadToS3(upload!, PNG, 'image/png');
  const confirmed = await client.post<{ images: string[] }>(`/api/properties/${listingId}/photos`, { keys: [upload!.key] });
  if (confirmed.status !== 200 || confirmed.body.images.length === 0) throw new Error(`photo not confirmed: ${JSON.stringify(confirmed.body)}`);
  return confirmed.body.images;
}

/** Straight from the bucket, past the site: is the object still stored? */
export const isStoredInBucket = async (key: string) => (await fetch(`${inject('s3Endpoint')}/${inject('handlerEnv').PHOTO_BUCKET}/${key}`)).status === 200;
