import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_EXPORTS_PREFIX } from '@shared/constants/account-data';

/** The mailed link's secret: 192 random bits, kept only as its SHA-256 on the export. */
export const newExportLinkToken = () => randomBytes(24).toString('base64url');
export const exportLinkTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export const isExportLinkToken = (token: string, storedHash: string | null) => {
  if (!storedHash) return false;
  const given = Buffer.from(exportLinkTokenHash(token));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
};

/** The download route with the token; it answers only the account that asked for the export, signed in. */
export const exportDownloadUrl = (siteOrigin: string, exportId: string, token: string) =>
  `${siteOrigin}/api/account/export/${encodeURIComponent(exportId)}/download?token=${encodeURIComponent(token)}`;

/** Where an export's archive is kept: under the bucket's private prefix, never served as a photo. */
export const exportObjectKey = (userId: string, exportId: string) => `${exportObjectPrefix(userId)}${exportId}.json`;
export const exportObjectPrefix = (userId: string) => `${ACCOUNT_EXPORTS_PREFIX}${userId}/`;
