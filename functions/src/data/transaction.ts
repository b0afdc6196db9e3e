import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { conditionalWrite, writeOrFail } from './conditional-write';
import type { TDb, TTransactItem } from './db';

type TOperation<TKind extends 'Put' | 'Update' | 'Delete' | 'ConditionCheck'> = Omit<NonNullable<TTransactItem[TKind]>, 'TableName'>;

/** One operation of a transaction on the table (the table name filled in). */
export const putOperation = (db: TDb, put: TOperation<'Put'>): TTransactItem => ({ Put: { TableName: db.tableName, ...put } });
export const updateOperation = (db: TDb, update: TOperation<'Update'>): TTransactItem => ({ Update: { TableName: db.tableName, ...update } });
export const deleteOperation = (db: TDb, remove: TOperation<'Delete'>): TTransactItem => ({ Delete: { TableName: db.tableName, ...remove } });

/** Sends the operations as one transaction through `conditionalWrite`: `written: false` when a condition did not hold. */
export const transactWrite = (db: TDb, operations: TTransactItem[]) => conditionalWrite(db, new TransactWriteCommand({ TransactItems: operations }));

/** Sends the operations as one transaction through `writeOrFail`: a condition that does not hold throws what `onConditionFailure` makes. */
export const transactOrFail = (db: TDb, operations: TTransactItem[], onConditionFailure: (failedItems: number[]) => Error) =>
  writeOrFail(db, new TransactWriteCommand({ TransactItems: operations }), onConditionFailure);
