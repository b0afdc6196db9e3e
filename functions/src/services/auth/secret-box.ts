import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { secretValue } from '../../platform/secret-values';

/** AES-256-GCM with a 96-bit random IV per value: `v1.<iv>.<ciphertext>.<tag>` (base64url). */
export function createSecretBox(key: Buffer) {
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, sealed, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed: string): string {
      const [version, iv = '', data = '', tag = ''] = sealed.split('.');
      if (version !== 'v1') throw new Error('Unknown sealed-value version');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

let box: ReturnType<typeof createSecretBox> | undefined;

/** Seals two-factor secrets with a 256-bit key derived from the configured TOTP_ENCRYPTION_KEY (any long random string). */
export const twoFactorSecretBox = () => (box ??= createSecretBox(createHash('sha256').update(secretValue('TOTP_ENCRYPTION_KEY')).digest()));
