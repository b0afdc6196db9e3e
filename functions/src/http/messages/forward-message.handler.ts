import { getMailSender } from '../../adapters/mail/mail-sender';
import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { forwardMessage } from '../../services/messages/forward-message';
import { forwardMessageRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(forwardMessageRoute, async ({ auth, params, body }) =>
  json(await forwardMessage({ ...getDeps(), mail: getMailSender() }, auth, { id: params.id, to: body.to, note: body.note })),
);
