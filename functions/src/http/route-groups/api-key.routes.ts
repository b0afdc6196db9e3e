import { ZApiKeyParamsSchema, ZCreateApiKeyRequestSchema, ZCreateApiKeyResponseSchema, ZListApiKeysResponseSchema } from '@shared/schemas/api-key.schema';
import { ZMessageResponseSchema } from '@shared/schemas/common.schema';
import type { THttpRoute } from '../../entries/entry-types';

/** API keys (Team annual): an account's keys for `Authorization: Bearer` calls. No key opens these routes. */
export const listApiKeysRoute = {
  method: 'GET',
  path: '/api/settings/api-keys',
  handler: 'http/api-keys/list-api-keys',
  access: 'pro',
  capability: 'api-access',
  resources: ['table:read', 'table:write'],
  summary: "The caller's API keys with their scopes, creation and last use (never the keys themselves)",
  tags: ['API keys'],
  response: ZListApiKeysResponseSchema,
} as const satisfies THttpRoute;

export const createApiKeyRoute = {
  method: 'POST',
  path: '/api/settings/api-keys',
  handler: 'http/api-keys/create-api-key',
  access: 'pro',
  capability: 'api-access',
  resources: ['table:read', 'table:write'],
  summary: 'Create an API key with a name and scopes; the answer is the only time the key is shown (stored as its SHA-256)',
  tags: ['API keys'],
  body: ZCreateApiKeyRequestSchema,
  response: ZCreateApiKeyResponseSchema,
} as const satisfies THttpRoute;

export const revokeApiKeyRoute = {
  method: 'DELETE',
  path: '/api/settings/api-keys/{id}',
  handler: 'http/api-keys/revoke-api-key',
  access: 'pro',
  capability: 'api-access',
  resources: ['table:read', 'table:write'],
  summary: "Revoke one of the caller's API keys: the next call with it is a 401",
  tags: ['API keys'],
  params: ZApiKeyParamsSchema,
  response: ZMessageResponseSchema,
} as const satisfies THttpRoute;

/** The area's routes by method and path. A handler imports its own route above, not this, so it bundles no other route's definition. */
export const apiKeyRoutes = {
  'GET /api/settings/api-keys': listApiKeysRoute,
  'POST /api/settings/api-keys': createApiKeyRoute,
  'DELETE /api/settings/api-keys/{id}': revokeApiKeyRoute,
} as const satisfies Record<string, THttpRoute>;
