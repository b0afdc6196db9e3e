import { createHash } from 'node:crypto';
import { secretValue } from '../../../platform/secret-values';
import { createSecretBox } from '../../auth/secret-box';

let box: ReturnType<typeof createSecretBox> | undefined;

/**
 * Seals MLS passwords, client secrets and bearer tokens (AES-256-GCM) with a 256-bit key derived from
 * MLS_CREDENTIALS_KEY: a Secrets Manager secret in the cloud, a generated key under `.data/` locally.
 */
export const mlsCredentialsBox = () => (box ??= createSecretBox(createHash('sha256').update(secretValue('MLS_CREDENTIALS_KEY')).digest()));

/** What GET shows in place of the password: nothing of it, not even its length. */
export const PASSWORD_MASK = '••••••••';

/** A password, client secret or token sealed; none (null) or not given (undefined) passes through as it is. */
export function sealMlsSecret(secret: string): string;
export function sealMlsSecret<TNone extends null | undefined>(secret: string | TNone): string | TNone;
export function sealMlsSecret(secret: string | null | undefined): string | null | undefined {
  return typeof secret === 'string' ? mlsCredentialsBox().seal(secret) : secret;
}

/** The inverse of `sealMlsSecret`, for the one client that connects. */
export function openMlsSecret(sealed: string): string;
export function openMlsSecret(sealed: string | null): string | null;
export function openMlsSecret(sealed: string | null): string | null {
  return sealed === null ? null : mlsCredentialsBox().open(sealed);
}
