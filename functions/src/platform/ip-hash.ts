import { createHmac } from 'node:crypto';
import { getEnv } from './env';

/** Client IPs are only ever stored or used as keys in this salted, one-way form. */
export const hashIp = (ip: string) => createHmac('sha256', getEnv().IP_HASH_SALT).update(ip).digest('base64url').slice(0, 32);
