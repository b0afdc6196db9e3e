import { getDeps } from '../../deps';
import { listMemberReviews } from '../../services/mls-trust/member-reviews';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listMlsReviewsRoute } from '../route-groups/mls-trust.routes';

export const handler = defineHandler(listMlsReviewsRoute, async ({ query }) => json(await listMemberReviews(getDeps(), query)));
