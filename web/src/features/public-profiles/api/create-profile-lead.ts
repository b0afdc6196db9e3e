import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { ZCreateLeadResponseSchema, type ZCreateLeadRequestSchema } from '@shared/schemas/lead.schema';
import { apiJson } from '../../../lib/api-client';

export type TProfileLeadPayload = z.output<typeof ZCreateLeadRequestSchema>;

/** POST /api/agent/{userId}/leads: anyone may contact an agent or broker from their profile (429 when too many). */
export const createProfileLead = (userId: string, payload: TProfileLeadPayload) =>
  apiJson(`/api/agent/${encodeURIComponent(userId)}/leads`, ZCreateLeadResponseSchema, { method: 'POST', body: payload });

export function useCreateProfileLead(userId: string) {
  return useMutation({ mutationFn: (payload: TProfileLeadPayload) => createProfileLead(userId, payload) });
}
