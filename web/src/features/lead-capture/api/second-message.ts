import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZSecondMessageSchema, type TSaveSecondMessageRequest, type TSecondMessage } from '@shared/schemas/second-message.schema';
import { apiJson } from '../../../lib/api-client';

type TOpenHouseRef = { propertyId: string; openHouseId: string };

export const secondMessagePath = ({ propertyId, openHouseId }: TOpenHouseRef) =>
  `/api/properties/${encodeURIComponent(propertyId)}/open-houses/${encodeURIComponent(openHouseId)}/second-message`;

/** GET …/open-houses/{openHouseId}/second-message: the optional message days after the open house, when it is due, when it went out. */
export const getSecondMessageQueryOptions = (ref: TOpenHouseRef) =>
  queryOptions({
    queryKey: ['second-message', ref.propertyId, ref.openHouseId],
    queryFn: ({ signal }): Promise<TSecondMessage> => apiJson(secondMessagePath(ref), ZSecondMessageSchema, { signal }),
  });

export function useSecondMessage(ref: TOpenHouseRef) {
  return useQuery(getSecondMessageQueryOptions(ref));
}

/** PUT …/second-message: on or off, the delay, the subject and the text; the server (re)schedules it. */
export function useSaveSecondMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ settings, ...ref }: TOpenHouseRef & { settings: TSaveSecondMessageRequest }) =>
      apiJson(secondMessagePath(ref), ZSecondMessageSchema, { method: 'PUT', body: settings }),
    onSuccess: (saved, { propertyId, openHouseId }) => queryClient.setQueryData(getSecondMessageQueryOptions({ propertyId, openHouseId }).queryKey, saved),
  });
}
