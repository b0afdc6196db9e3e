import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TDb } from './db';

type TConditionalCommand = PutCommand | UpdateCommand | DeleteCommand | TransactWriteCommand;

/**
 * What a write with a condition did. `written: false` means only that a condition did not hold and
 * nothing changed; `failedItems` then names which operations of a transaction failed theirs
 * (empty for a single-item write). Any other failure is thrown.
 */
export type TWriteOutcome = { written: true; attributes: Record<string, unknown> | undefined } | { written: false; failedItems: number[] };

/** The one place a conditional write or transaction is sent and its condition failure told apart from an error. */
export async function conditionalWrite(db: TDb, command: TConditionalCommand): Promise<TWriteOutcome> {
  try {
    // The client's overloads take one command type at a time; every one of these answers at most `Attributes`.
    const result = await db.client.send(command as PutCommand);
    return { written: true, attributes: result.Attributes };
  } catch (error) {
    const failedItems = conditionFailures(error);
    if (!failedItems) throw error;
    return { written: false, failedItems };
  }
}

/** Sends a conditional write; a condition that does not hold becomes the error `onConditionFailure` makes. */
export async function writeOrFail(
  db: TDb,
  command: TConditionalCommand,
  onConditionFailure: (failedItems: number[]) => Error,
): Promise<Record<string, unknown> | undefined> {
  const outcome = await conditionalWrite(db, command);
  if (!outcome.written) throw onConditionFailure(outcome.failedItems);
  return outcome.attributes;
}

/** The operations whose condition failed, or null when the error is not (only) a failed condition. */
function conditionFailures(error: unknown): number[] | null {
  if (error instanceof ConditionalCheckFailedException) return [];
  if (!(error instanceof TransactionCanceledException)) return null;
  const reasons = error.CancellationReasons ?? [];
  const failed = reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : []));
  const otherFailure = reasons.some((reason) => reason.Code && reason.Code !== 'None' && reason.Code !== 'ConditionalCheckFailed');
  return failed.length > 0 && !otherFailure ? failed : null;
}
