import type { DynamoDBDocumentClient, TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../platform/dynamodb-client';
import { requireResourceName } from '../platform/env';

/** The table handle every repository function takes first. */
export type TDb = { client: DynamoDBDocumentClient; tableName: string };

/** One operation of a TransactWriteItems call. */
export type TTransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

let defaultDb: TDb | undefined;

export function getDb(): TDb {
  defaultDb ??= { client: getDocumentClient(), tableName: requireResourceName('TABLE_NAME') };
  return defaultDb;
}
