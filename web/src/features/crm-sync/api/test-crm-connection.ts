import { useMutation } from '@tanstack/react-query';
import { ZCrmTestResultSchema } from '@shared/schemas/crm.schema';
import { apiJson } from '../../../lib/api-client';

/** POST /api/crm/connection/test: a refused test lead is success false with the CRM's words, not an error. */
export const testCrmConnection = () => apiJson('/api/crm/connection/test', ZCrmTestResultSchema, { method: 'POST' });

export function useTestCrmConnection() {
  return useMutation({ mutationFn: testCrmConnection });
}
