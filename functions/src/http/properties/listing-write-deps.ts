import { sqsQueueSender } from '../../adapters/queue/queue-sender';
import { getDeps } from '../../deps';
import type { TDeps } from '../../services/deps';
import type { TListingEventDeps } from '../../services/saved-searches/listing-events';

/** Writes that can make a listing news for saved searches put its events on the notifications queue (`queue:notifications`). */
export const getListingWriteDeps = (): TDeps & Required<TListingEventDeps> => ({ ...getDeps(), notificationQueue: sqsQueueSender });
