import { randomBytes } from 'node:crypto';
import { ACCOUNT_EXPORTS_PREFIX } from '@shared/constants/account-data';
import { hashSecretToken, isSameTokenHash } from '../../platform/secret-token-hash';

/** The mailed link's secret: 192 random bits, kept only as its SHA-256 on the export. */
export const newExportLinkToken = () => randomBytes(24).toString('base64url');
export const exportLinkTokenHash = hashSecretToken;

export const isExportLinkToken = (token: string, storedHash: string | null) => !!storedHash && isSameTokenHash(exportLinkTokenHash(token), storedHash);

/** The download route with the token; it answers only the account that asked for the export, signed in. */
export const exportDownloadUrl = (siteOrigin: string, exportId: string, token: string) =>
  `${siteOrigin}/api/account/export/${encodeURIComponent(exportId)}/download?token=${encodeURIComponent(token)}`;

/** Where an export's archive is kept: under the bucket's private prefix, never served as a photo. */
export const exportObjectKey = (userId: string, exportId: string) => `${exportObjectPrefix(userId)}${exportId}.json`;
export const exportObjectPrefix = (userId: string) => `${ACCOUNT_EXPORTS_PREFIX}${userId}/`;
