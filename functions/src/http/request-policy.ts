import { isWebhook, type THttpEntry } from '../entries/entry-types';

/**
 * What an HTTP entry's kind implies for its requests. Browser routes: a JSON body, a same-site Origin on
 * writes, a session. Webhooks: the raw bytes (a signature covers them exactly), any origin, no session.
 */
export type TRequestPolicy = { body: 'json' | 'raw'; origin: 'same-site' | 'any'; hasSession: boolean };

export const requestPolicyOf = (entry: THttpEntry): TRequestPolicy =>
  isWebhook(entry)
    ? { body: 'raw', origin: 'any', hasSession: false }
    : { body: 'json', origin: 'same-site', hasSession: entry.resources.includes('table:read') };
