import { getDeps } from '../../deps';
import { unsubscribe } from '../../services/lead-capture/unsubscribe';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { leadRoutes } from '../route-groups/lead.routes';

export const handler = defineHandler(leadRoutes['POST /api/mail/unsubscribe'], async ({ actor, body }) => json(await unsubscribe(getDeps(), actor, body)));
