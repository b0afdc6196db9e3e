import { getMailSender } from '../../adapters/mail/mail-sender';
import { getDeps } from '../../deps';
import { confirmOwnMemberCode } from '../../services/mls-trust/member-codes';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { confirmMlsVerificationCodeRoute } from '../route-groups/mls-trust.routes';

export const handler = defineHandler(confirmMlsVerificationCodeRoute, async ({ auth, params, body }) =>
  json(await confirmOwnMemberCode({ ...getDeps(), mail: getMailSender() }, auth, { id: params.id, ...body })),
);
