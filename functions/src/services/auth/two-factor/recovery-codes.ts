import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/O or 1/I/L, so a code copied by hand survives. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const randomGroup = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten codes like `K7QXM-3HRPA` (about 49 random bits each). */
export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomGroup()}-${randomGroup()}`);

/** Codes are compared case- and dash-insensitively; only this hash is stored. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toUpperCase().replace(/[^A-Z0-9]/g, ''))
    .digest('base64url');

export const looksLikeRecoveryCode = (code: string) => /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(code.trim());
