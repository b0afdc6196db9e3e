import { ACCOUNT_EXPORT_LINK_HOURS } from '@shared/constants/account-data';
import type { TMailSender } from '../../adapters/mail/mail';
import { getAccountExport, updateAccountExport } from '../../data/account-export-repository';
import { getUserWithProfile } from '../../data/user-repository';
import type { TDeps } from '../deps';
import { mailableAddressOf } from '../mail-trust/account-address';
import type { TAccountExportMessage } from './account-data-messages';
import { buildAccountArchive } from './build-account-archive';
import { exportDownloadUrl, exportLinkTokenHash, exportObjectKey, newExportLinkToken } from './export-link';
import { exportReadyMail } from './export-ready-mail';

export type TAccountExportDeps = TDeps & {
  archives: { putPrivateObject: (key: string, body: string, contentType: string) => Promise<void> };
  mail: TMailSender;
  siteOrigin: string;
};

/**
 * The export worker's job for one message (at least once: a redelivery finishes what is left).
 * 1. skip an export replaced by a newer one (at any step: each update is conditional on its id), or already mailed
 * 2. mark it running, build the archive and store it under the bucket's private prefix (once)
 * 3. make the link's token (a redelivery makes a new one, as nobody got the old), mark it ready for 24 hours
 * 4. mail the link to the confirmed address unless it is suppressed (asked at the moment of sending)
 */
export async function prepareAccountExport(deps: TAccountExportDeps, message: TAccountExportMessage): Promise<void> {
  const { db } = deps;
  const record = await getAccountExport(db, message.userId);
  if (!record || record.id !== message.exportId || record.mailedAt || record.status === 'failed') return;
  const account = await getUserWithProfile(db, message.userId, { consistent: true });
  if (!account || account.user.deletedAt) return;
  const objectKey = exportObjectKey(message.userId, record.id);
  if (record.status !== 'ready') {
    if (!(await updateAccountExport(db, message.userId, record.id, { status: 'running' }))) return;
    const archive = await buildAccountArchive(deps, { user: account.user, siteOrigin: deps.siteOrigin, exportedAt: deps.clock.now().toISOString() });
    await deps.archives.putPrivateObject(objectKey, JSON.stringify(archive), 'application/json; charset=utf-8');
  }
  const now = deps.clock.now();
  const token = newExportLinkToken();
  const linkExpiresAt = new Date(now.getTime() + ACCOUNT_EXPORT_LINK_HOURS * 3600_000).toISOString();
  const isStillTheExport = await updateAccountExport(db, message.userId, record.id, {
    status: 'ready',
    objectKey,
    readyAt: record.readyAt ?? now.toISOString(),
    linkExpiresAt,
    linkTokenHash: exportLinkTokenHash(token),
  });
  if (!isStillTheExport) return;
  const to = await mailableAddressOf(deps, account.user, 'direct');
  if (to)
    await deps.mail.send(
      exportReadyMail({ to, firstName: account.user.firstName, link: exportDownloadUrl(deps.siteOrigin, record.id, token), expiresAt: linkExpiresAt }),
    );
  await updateAccountExport(db, message.userId, record.id, { mailedAt: deps.clock.now().toISOString() });
}

/** After the queue's last attempt the export reads failed, so the account page says so and a new one may start. */
export async function markAccountExportFailed(deps: Pick<TDeps, 'db'>, message: TAccountExportMessage): Promise<void> {
  await updateAccountExport(deps.db, message.userId, message.exportId, { status: 'failed' });
}
