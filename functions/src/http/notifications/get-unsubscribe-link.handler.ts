import { getDeps } from '../../deps';
import { describeUnsubscribeLink } from '../../services/lead-capture/unsubscribe';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getUnsubscribeLinkRoute } from '../route-groups/notification.routes';

export const handler = defineHandler(getUnsubscribeLinkRoute, async ({ params }) => json(await describeUnsubscribeLink(getDeps(), params)));
