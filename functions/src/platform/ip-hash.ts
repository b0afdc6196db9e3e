import { createHmac } from 'node:crypto';
import { getHttpEnv } from './env';

/** Client IPs are only ever stored or used as keys in this salted, one-way form. */
export const hashIp = (ip: string) => createHmac('sha256', getHttpEnv().IP_HASH_SALT).update(ip).digest('base64url').slice(0, 32);
