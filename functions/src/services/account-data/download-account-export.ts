import { ACCOUNT_DATA_MESSAGES } from '@shared/constants/account-data';
import { PRODUCT_NAME } from '@shared/constants/product';
import type { TPrivateObjectLinks } from '../../adapters/photos/private-object-links';
import { getAccountExport } from '../../data/account-export-repository';
import { AppError, notFound } from '../../platform/app-error';
import type { TUserActor } from '../actor';
import type { TDeps } from '../deps';
import { isExportLinkToken } from './export-link';

export type TExportDownloadDeps = TDeps & { archives: TPrivateObjectLinks };

const fileNameOf = (readyAt: string) => `${PRODUCT_NAME.toLowerCase().replace(/\W+/g, '-')}-data-${readyAt.slice(0, 10)}.json`;

/**
 * GET /api/account/export/{id}/download?token=…: where the archive can be fetched, for the signed-in account that
 * asked for it only.
 * 1. the caller's own export must be this one, ready, and the token its link's (404 otherwise: another account's
 *    link reads as unknown)
 * 2. past its 24 hours the link is gone (410 EXPORT_LINK_EXPIRED), and so is an archive no longer stored
 * 3. a short-lived presigned GET of the archive, downloaded as a JSON file (the archive can be larger than a
 *    Lambda answer may be)
 */
export async function downloadAccountExport(deps: TExportDownloadDeps, auth: TUserActor, input: { id: string; token: string }): Promise<{ location: string }> {
  const record = await getAccountExport(deps.db, auth.user.id);
  if (!record || record.id !== input.id || record.status !== 'ready' || !record.objectKey || !isExportLinkToken(input.token, record.linkTokenHash)) {
    throw notFound(ACCOUNT_DATA_MESSAGES.exportNotFound);
  }
  if (!record.linkExpiresAt || Date.parse(record.linkExpiresAt) <= deps.clock.now().getTime())
    throw new AppError('EXPORT_LINK_EXPIRED', ACCOUNT_DATA_MESSAGES.exportLinkExpired);
  if (!(await deps.archives.privateObjectExists(record.objectKey))) throw new AppError('EXPORT_LINK_EXPIRED', ACCOUNT_DATA_MESSAGES.exportLinkExpired);
  const location = await deps.archives.presignPrivateObjectGet({
    key: record.objectKey,
    contentType: 'application/json; charset=utf-8',
    contentDisposition: `attachment; filename="${fileNameOf(record.readyAt ?? record.requestedAt)}"`,
  });
  return { location };
}
