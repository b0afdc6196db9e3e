import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZWaitlistRequestSchema } from '@shared/schemas/waitlist.schema';
import { apiRequest } from '../../../lib/api-client';

export type TJoinWaitlist = z.output<typeof ZWaitlistRequestSchema>;

/** Spec §7: any OK answer is success (a repeat sign-up answers 200 instead of 201), so the body is not needed. */
export async function joinWaitlist(payload: TJoinWaitlist): Promise<void> {
  await apiRequest('/api/waitlist', { method: 'POST', body: payload, on401: 'throw' });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist });
}
