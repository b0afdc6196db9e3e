import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZCreateApiKeyResponseSchema,
  ZListApiKeysResponseSchema,
  type TApiKey,
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

/**
 * The list is read from an index that follows a write a moment later: a refetch at once could leave out the key just
 * made (or keep the one just revoked), so the cached list takes the change itself and is refetched on the next visit.
 */
function useChangeListedKeys() {
  const queryClient = useQueryClient();
  const { queryKey } = getApiKeysQueryOptions();
  return (change: (keys: TApiKey[]) => TApiKey[]) => {
    queryClient.setQueryData(queryKey, (list) => list && { keys: change(list.keys) });
    void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
  };
}

export function useCreateApiKey() {
  const changeListedKeys = useChangeListedKeys();
  return useMutation({ mutationFn: createApiKey, onSuccess: ({ key }) => changeListedKeys((keys) => [key, ...keys.filter((listed) => listed.id !== key.id)]) });
}

/** DELETE /api/settings/api-keys/{id}: the key stops at once. */
export const revokeApiKey = (id: string) => apiJson(`/api/settings/api-keys/${encodeURIComponent(id)}`, ZMessageResponseSchema, { method: 'DELETE' });

export function useRevokeApiKey() {
  const changeListedKeys = useChangeListedKeys();
  return useMutation({ mutationFn: revokeApiKey, onSuccess: (_, id) => changeListedKeys((keys) => keys.filter((listed) => listed.id !== id)) });
}
