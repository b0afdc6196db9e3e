import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGetCrmConnectionResponseSchema, type TGetCrmConnectionResponse } from '@shared/schemas/crm.schema';
import { apiJson } from '../../../lib/api-client';

/** GET /api/crm/connection: the caller's CRM connection (no secret), and the local stand-in's values when run locally. */
export const getCrmConnection = (signal?: AbortSignal): Promise<TGetCrmConnectionResponse> =>
  apiJson('/api/crm/connection', ZGetCrmConnectionResponseSchema, { signal });

export const getCrmConnectionQueryOptions = () => queryOptions({ queryKey: ['/api/crm/connection'], queryFn: ({ signal }) => getCrmConnection(signal) });

export function useCrmConnection() {
  return useQuery(getCrmConnectionQueryOptions());
}
