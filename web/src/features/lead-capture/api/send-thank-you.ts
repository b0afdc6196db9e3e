import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSendThankYouResponseSchema } from '@shared/schemas/lead-capture.schema';
import { apiJson } from '../../../lib/api-client';
import { getMailSendingLimitQueryOptions } from './get-mail-sending-limit';

/** POST …/open-houses/{openHouseId}/thank-you: e-mails every visitor of an ended open house once. */
export const sendThankYou = ({ propertyId, openHouseId }: { propertyId: string; openHouseId: string }) =>
  apiJson(`/api/properties/${encodeURIComponent(propertyId)}/open-houses/${encodeURIComponent(openHouseId)}/thank-you`, ZSendThankYouResponseSchema, {
    method: 'POST',
  });

/** Invalidates the daily mail limit: the send may have used it up or held mail back. */
export function useSendThankYou() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendThankYou, onSettled: () => queryClient.invalidateQueries({ queryKey: getMailSendingLimitQueryOptions().queryKey }) });
}
