import { getMailSender } from '../../adapters/mail/mail-sender';
import { sendMemberCode } from '../../services/mls-trust/member-codes';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getMlsConnectionTesterDeps } from '../mls/mls-connection-tester-deps';
import { sendMlsVerificationCodeRoute } from '../route-groups/mls-trust.routes';

export const handler = defineHandler(sendMlsVerificationCodeRoute, async ({ auth, params, body }) =>
  json(await sendMemberCode({ ...getMlsConnectionTesterDeps(), mail: getMailSender() }, auth, { id: params.id, kind: body.kind }), 202),
);
