import { getDeps } from '../../deps';
import { unsubscribe } from '../../services/lead-capture/unsubscribe';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { unsubscribeRoute } from '../route-groups/lead.routes';

export const handler = defineHandler(unsubscribeRoute, async ({ actor, body }) => json(await unsubscribe(getDeps(), actor, body)));
