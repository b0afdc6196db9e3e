import { ulid } from 'ulid';
import { ACCOUNT_DATA_MESSAGES, ACCOUNT_EXPORT_STALE_MINUTES, ACCOUNT_EXPORTS_PER_DAY } from '@shared/constants/account-data';
import type { TAccountExportResponse } from '@shared/schemas/account-data.schema';
import type { TQueueSender } from '../../adapters/queue/queue-sender';
import { putAccountExportIfIdle, type TAccountExportRecord } from '../../data/account-export-repository';
import { countAttempts, recordAttempt, secondsLeftInWindow } from '../../data/rate-limit-repository';
import { AppError } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { mailableAddressOf } from '../mail-trust/account-address';
import { ACCOUNT_EXPORT_QUEUE, type TAccountExportMessage } from './account-data-messages';
import { toAccountExportView } from './account-export-view';

export const EXPORT_RATE_SCOPE = 'account-export';
export const EXPORT_RATE_WINDOW_SECONDS = 24 * 3600;

/**
 * POST /api/account/export: starts an export of everything held about the caller.
 * 1. refuse past ACCOUNT_EXPORTS_PER_DAY in the day (429): each export mails a link
 * 2. refuse when the link could not be mailed (an address not confirmed, or suppressed: 409)
 * 3. write the queued export unless one is queued or running (409 EXPORT_RUNNING; a stale one gave up)
 * 4. count it and put the message on the export worker's queue
 */
export async function requestAccountExport(deps: TDeps & { queue: TQueueSender }, auth: TUserActor): Promise<TAccountExportResponse> {
  const now = deps.clock.now();
  const userId = auth.user.id;
  if ((await countAttempts(deps.db, EXPORT_RATE_SCOPE, userId, EXPORT_RATE_WINDOW_SECONDS, now)) >= ACCOUNT_EXPORTS_PER_DAY) {
    const retryAfter = secondsLeftInWindow(now, EXPORT_RATE_WINDOW_SECONDS);
    throw new AppError('RATE_LIMITED', ACCOUNT_DATA_MESSAGES.exportsPerDay, undefined, { 'retry-after': String(retryAfter) });
  }
  if (!(await mailableAddressOf(deps, auth.user, 'direct'))) throw new AppError('CONFLICT', ACCOUNT_DATA_MESSAGES.exportNeedsConfirmedAddress);
  const record: TAccountExportRecord = {
    id: ulid(),
    userId,
    status: 'queued',
    requestedAt: now.toISOString(),
    readyAt: null,
    linkExpiresAt: null,
    objectKey: null,
    linkTokenHash: null,
    mailedAt: null,
  };
  const staleBefore = new Date(now.getTime() - ACCOUNT_EXPORT_STALE_MINUTES * 60_000).toISOString();
  if (!(await putAccountExportIfIdle(deps.db, record, staleBefore))) throw new AppError('EXPORT_RUNNING', ACCOUNT_DATA_MESSAGES.exportRunning);
  await recordAttempt(deps.db, EXPORT_RATE_SCOPE, userId, EXPORT_RATE_WINDOW_SECONDS, now);
  await deps.queue.send(ACCOUNT_EXPORT_QUEUE, { userId, exportId: record.id } satisfies TAccountExportMessage);
  return { export: toAccountExportView(record) };
}
