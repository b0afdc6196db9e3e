import * as z from '@shared/zod';

/** The queue of the export worker (entries/account-data-entries.ts): one message per export asked for. */
export const ACCOUNT_EXPORT_QUEUE = 'account-export';
/** The queue of the deletion worker: one message per account deleted (redelivered until every step is done). */
export const ACCOUNT_DELETION_QUEUE = 'account-deletion';

export const ZAccountExportMessageSchema = z.object({ userId: z.string(), exportId: z.string() });
export type TAccountExportMessage = z.infer<typeof ZAccountExportMessageSchema>;

/** The address travels with the message: the account's own items may be gone when a redelivery runs. */
export const ZAccountDeletionMessageSchema = z.object({ userId: z.string(), email: z.string() });
export type TAccountDeletionMessage = z.infer<typeof ZAccountDeletionMessageSchema>;
