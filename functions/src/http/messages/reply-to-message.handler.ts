import { getMailSender } from '../../adapters/mail/mail-sender';
import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { replyToMessage } from '../../services/messages/reply-to-message';
import { replyToMessageRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(replyToMessageRoute, async ({ auth, params, body }) =>
  json(await replyToMessage({ ...getDeps(), mail: getMailSender() }, auth, { id: params.id, body: body.body })),
);
