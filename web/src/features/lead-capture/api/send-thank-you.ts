import { useMutation } from '@tanstack/react-query';
import { ZSendThankYouResponseSchema } from '@shared/schemas/lead-capture.schema';
import { apiJson } from '../../../lib/api-client';

/** POST …/open-houses/{openHouseId}/thank-you: e-mails every visitor of an ended open house once. */
export const sendThankYou = ({ propertyId, openHouseId }: { propertyId: string; openHouseId: string }) =>
  apiJson(`/api/properties/${encodeURIComponent(propertyId)}/open-houses/${encodeURIComponent(openHouseId)}/thank-you`, ZSendThankYouResponseSchema, { method: 'POST' });

export function useSendThankYou() {
  return useMutation({ mutationFn: sendThankYou });
}
