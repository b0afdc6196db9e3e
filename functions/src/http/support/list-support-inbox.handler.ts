import { getDeps } from '../../deps';
import { listSupportInbox } from '../../services/support/list-support-inbox';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listSupportInboxRoute } from '../route-groups/support.routes';

export const handler = defineHandler(listSupportInboxRoute, async ({ query }) => json(await listSupportInbox(getDeps(), query)));
