import { getDeps } from '../../deps';
import { requestMemberReview } from '../../services/mls-trust/member-reviews';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { requestMlsReviewRoute } from '../route-groups/mls-trust.routes';

export const handler = defineHandler(requestMlsReviewRoute, async ({ auth, params, body }) =>
  json(await requestMemberReview(getDeps(), auth, { id: params.id, ...body }), 201),
);
