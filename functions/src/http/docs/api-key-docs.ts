import { API_KEY_REQUESTS_PER_DAY, API_KEY_REQUESTS_PER_SECOND, API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type TApiKeyScope } from '@shared/constants/api-keys';
import { capabilityRequiredMessage } from '@shared/constants/plan-capabilities';
import { httpEntryKey, isWebhook, type THttpEntry } from '../../entries/entry-types';

/** The two ways to authenticate: the site's session cookie, and API keys (bearer) on the routes that declare a scope. */
export const SECURITY_SCHEMES = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: '__Host-sid',
    description: 'The session cookie the site sets at sign-in (`sid` on a local http:// run). State-changing requests must come from the site origin.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'ohm_live_<id>_<secret>',
    description:
      `An API key from Settings → API keys: \`Authorization: Bearer ohm_live_…\`. ${capabilityRequiredMessage('api-access')} A key acts as the account that made it, ` +
      `only on routes that list its scope (403 elsewhere, and 403 without the scope); ${API_KEY_REQUESTS_PER_SECOND} requests a second and ` +
      `${API_KEY_REQUESTS_PER_DAY.toLocaleString('en-US')} a UTC day per key (429 with Retry-After beyond); 401 once revoked or when the plan no longer includes API access. ` +
      'Cookies are never read on a call with a key, and no Origin is needed.',
  },
} as const;

const scopeOf = (entry: THttpEntry): TApiKeyScope | undefined => (isWebhook(entry) ? undefined : entry.apiScope);

/** The operation's `security`, its extension and its access sentence, for a route a key may call. */
export function apiKeyOperationParts(entry: THttpEntry) {
  const scope = scopeOf(entry);
  if (!scope) return { text: '', fields: {} };
  return {
    text: ` API keys with the \`${scope}\` scope may call it (Authorization: Bearer).`,
    fields: { 'x-api-scope': scope, security: [{ session: [] }, { apiKey: [scope] }] },
  };
}

/** 'Scopes: listings:read (Read listings) opens GET /api/properties, …; …', from the route table. */
export function scopesText(routes: readonly THttpEntry[]): string {
  const lines = API_KEY_SCOPES.map((scope) => {
    const opened = routes.filter((route) => scopeOf(route) === scope).map(httpEntryKey);
    return `${scope} (${API_KEY_SCOPE_LABELS[scope]}) opens ${opened.join(', ') || 'no route yet'}`;
  });
  return `API key scopes: ${lines.join('; ')}.`;
}
