import { getDeps } from '../../deps';
import { getMailSendingLimit } from '../../services/mail-trust/get-mail-sending-limit';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getMailSendingLimitRoute } from '../route-groups/follow-up.routes';

export const handler = defineHandler(getMailSendingLimitRoute, async ({ auth }) => json(await getMailSendingLimit(getDeps(), auth)));
