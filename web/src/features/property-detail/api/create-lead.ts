import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { ZCreateLeadResponseSchema, type ZCreateLeadRequestSchema } from '@shared/schemas/lead.schema';
import { apiJson } from '../../../lib/api-client';

export type TLeadPayload = z.output<typeof ZCreateLeadRequestSchema>;

/** POST /api/properties/{id}/leads: anyone may send an inquiry (rate limited: 429 with a message). */
export const createLead = (propertyId: string, payload: TLeadPayload) =>
  apiJson(`/api/properties/${encodeURIComponent(propertyId)}/leads`, ZCreateLeadResponseSchema, { method: 'POST', body: payload });

export function useCreateLead(propertyId: string) {
  return useMutation({ mutationFn: (payload: TLeadPayload) => createLead(propertyId, payload) });
}
