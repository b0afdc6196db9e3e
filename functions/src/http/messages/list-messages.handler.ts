import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listMessages } from '../../services/messages/list-messages';
import { listMessagesRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(listMessagesRoute, async ({ auth, query }) => json(await listMessages(getDeps(), auth, query)));
