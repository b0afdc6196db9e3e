import { getMailSender } from '../../adapters/mail/mail-sender';
import { getDeps } from '../../deps';
import { decideMemberReview } from '../../services/mls-trust/member-reviews';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { decideMlsReviewRoute } from '../route-groups/mls-trust.routes';

export const handler = defineHandler(decideMlsReviewRoute, async ({ auth, params, body }) =>
  json(await decideMemberReview({ ...getDeps(), mail: getMailSender() }, auth, { id: params.id, ...body })),
);
