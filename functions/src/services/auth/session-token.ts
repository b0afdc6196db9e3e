import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits; only its SHA-256 is stored, so a table leak does not leak live sessions. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

export const hashSessionToken = (token: string) => createHash('sha256').update(token).digest('base64url');
