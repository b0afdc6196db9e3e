import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import type { TDeps } from '../src/services/deps';

/** Service-level tests: the real DynamoDB Local table, with a clock the test controls. */
export function createTestDeps(start = new Date('2026-06-01T12:00:00Z')) {
  let now = start;
  const client = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('dynamoDbEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  const deps: TDeps = { db: { client, tableName: inject('tableName') }, clock: { now: () => now } };
  return {
    deps,
    advance: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

let sharedDb: TDeps['db'] | undefined;

/** One table client for helpers that only read (a poll makes many calls; each new client opens its own sockets). */
export const sharedTestDb = () => (sharedDb ??= createTestDeps().deps.db);
