import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCreateApiKeyResponseSchema,
  ZListApiKeysResponseSchema,
  type TCreateApiKeyRequest,
  type TCreateApiKeyResponse,
  type TListApiKeysResponse,
} from '@shared/schemas/api-key.schema';
import { ZMessageResponseSchema } from '@shared/schemas/common.schema';
import { apiJson } from '../../../lib/api-client';

/** GET /api/settings/api-keys: the caller's keys (never their secrets); 403 PLAN_UPGRADE_REQUIRED without API access. */
export const getApiKeys = (signal?: AbortSignal): Promise<TListApiKeysResponse> => apiJson('/api/settings/api-keys', ZListApiKeysResponseSchema, { signal });

export const getApiKeysQueryOptions = () => queryOptions({ queryKey: ['/api/settings/api-keys'] as const, queryFn: ({ signal }) => getApiKeys(signal) });

export function useApiKeys() {
  return useQuery(getApiKeysQueryOptions());
}

/** POST /api/settings/api-keys: the new key with its secret, the only time the secret is sent. */
export const createApiKey = (payload: TCreateApiKeyRequest): Promise<TCreateApiKeyResponse> =>
  apiJson('/api/settings/api-keys', ZCreateApiKeyResponseSchema, { method: 'POST', body: payload });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: getApiKeysQueryOptions().queryKey }) });
}

/** DELETE /api/settings/api-keys/{id}: the key stops at once. */
export const revokeApiKey = (id: string) => apiJson(`/api/settings/api-keys/${encodeURIComponent(id)}`, ZMessageResponseSchema, { method: 'DELETE' });

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: getApiKeysQueryOptions().queryKey }) });
}
