import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getBrokerageMembership } from '../../services/brokerage/get-brokerage-membership';
import { getBrokerageMembershipRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(getBrokerageMembershipRoute, async ({ auth }) => json(await getBrokerageMembership(getDeps(), auth)));
