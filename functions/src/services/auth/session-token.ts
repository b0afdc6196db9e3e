import { randomBytes } from 'node:crypto';
import { hashSecretToken } from '../../platform/secret-token-hash';

/** 256 random bits; only its SHA-256 is stored, so a table leak does not leak live sessions. */
export const newSessionToken = () => randomBytes(32).toString('base64url');

export const hashSessionToken = hashSecretToken;
