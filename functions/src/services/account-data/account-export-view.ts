import type { TAccountExport } from '@shared/schemas/account-data.schema';
import type { TAccountExportRecord } from '../../data/account-export-repository';

/** What the account page shows of an export: never its object key or token. */
export const toAccountExportView = (record: TAccountExportRecord): TAccountExport => ({
  id: record.id,
  status: record.status,
  requestedAt: record.requestedAt,
  readyAt: record.readyAt,
  linkExpiresAt: record.linkExpiresAt,
});
