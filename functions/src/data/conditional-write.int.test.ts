import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { conditionalWrite, writeOrFail } from './conditional-write';
import { joinWaitlist, waitlistEntity } from './waitlist-repository';

const { deps } = createTestDeps();
const { db } = deps;
const put = (pk: string, condition?: string) =>
  new PutCommand({ TableName: db.tableName, Item: { pk, sk: 'TEST', n: 1 }, ...(condition ? { ConditionExpression: condition } : {}) });

describe('conditionalWrite against DynamoDB Local', () => {
  it('answers written with the attributes asked for, then not written when the condition fails', async () => {
    const pk = `TEST#${ulid()}`;
    expect(await conditionalWrite(db, put(pk, 'attribute_not_exists(pk)'))).toEqual({ written: true, attributes: undefined });
    expect(await conditionalWrite(db, put(pk, 'attribute_not_exists(pk)'))).toEqual({ written: false, failedItems: [] });
    const updated = await conditionalWrite(
      db,
      new UpdateCommand({
        TableName: db.tableName,
        Key: { pk, sk: 'TEST' },
        UpdateExpression: 'SET n = n + :one',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    expect(updated).toMatchObject({ written: true, attributes: { n: 2 } });
  });

  it('names the operations of a transaction whose condition failed, and writes none of them', async () => {
    const [a, b, c] = [`TEST#${ulid()}`, `TEST#${ulid()}`, `TEST#${ulid()}`];
    await db.client.send(put(b));
    const outcome = await conditionalWrite(
      db,
      new TransactWriteCommand({
        TransactItems: [a, b, c].map((pk) => ({ Put: { TableName: db.tableName, Item: { pk, sk: 'TEST' }, ConditionExpression: 'attribute_not_exists(pk)' } })),
      }),
    );
    expect(outcome).toEqual({ written: false, failedItems: [1] });
    const itemA = await db.client.send(new GetCommand({ TableName: db.tableName, Key: { pk: a, sk: 'TEST' } }));
    expect(itemA.Item).toBeUndefined();
  });

  it('turns a failed condition into the error the caller chose, and rethrows every other error', async () => {
    const pk = `TEST#${ulid()}`;
    await db.client.send(put(pk));
    await expect(writeOrFail(db, put(pk, 'attribute_not_exists(pk)'), () => new Error('taken'))).rejects.toThrow('taken');
    await expect(conditionalWrite(db, put(pk, 'no_such_function(pk)'))).rejects.toThrow();
  });
});

describe('an entity definition', () => {
  it('writes its keys and name, and parses the item back into exactly its record', async () => {
    const entry = { id: ulid(), email: `${ulid().toLowerCase()}@example.com`, role: 'AGENT' as const, createdAt: '2026-06-01T12:00:00.000Z' };
    expect(await joinWaitlist(db, entry)).toBe(true);
    expect(await joinWaitlist(db, { ...entry, role: 'BUYER' })).toBe(false);
    const stored = await db.client.send(new GetCommand({ TableName: db.tableName, Key: waitlistEntity.key(entry) }));
    expect(stored.Item).toMatchObject({ entity: 'Waitlist', pk: `WAITLIST#${entry.email}` });
    expect(waitlistEntity.parse(stored.Item!)).toEqual(entry);
  });

  it('refuses an item that does not match the schema, naming its key', () => {
    expect(() => waitlistEntity.parse({ pk: 'WAITLIST#x', sk: 'WAITLIST', email: 'x' })).toThrow(
      /Waitlist item does not match its schema \(WAITLIST#x \/ WAITLIST\)/,
    );
    expect(waitlistEntity.parseOptional(undefined)).toBeNull();
  });
});
