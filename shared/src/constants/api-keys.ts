/**
 * API keys (issue 43: API access on Team annual). A key is `ohm_live_<public id>_<secret>`: the public id finds
 * the stored key with one read, the secret is checked against its stored SHA-256.
 */
export const API_KEY_SCOPES = ['listings:read', 'open-houses:read', 'leads:read', 'leads:write'] as const;
export type TApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** What each scope lets a key do, as the settings screen and the API reference say it. */
export const API_KEY_SCOPE_LABELS: Readonly<Record<TApiKeyScope, string>> = {
  'listings:read': 'Read listings',
  'open-houses:read': 'Read open houses',
  'leads:read': 'Read leads',
  'leads:write': 'Add and update leads',
};

export const API_KEY_PREFIX = 'ohm_live_';
/** `ohm_live_` + 16 hex digits of public id + `_` + 43 base64url characters of secret (32 random bytes). */
export const API_KEY_PATTERN = /^ohm_live_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

/** Requests one key may make per second and per UTC day (429 with Retry-After beyond either). */
export const API_KEY_REQUESTS_PER_SECOND = 10;
export const API_KEY_REQUESTS_PER_DAY = 10_000;
/** Last-used time is written at most this often per key, so a busy key does not write on every call. */
export const API_KEY_LAST_USED_EVERY_SECONDS = 60;

export const API_KEY_NAME_MAX = 60;
/** Keys one account may hold at once (revoke one to make another). */
export const MAX_API_KEYS = 10;
