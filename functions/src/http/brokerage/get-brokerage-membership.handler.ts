import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { getBrokerageMembership } from '../../services/brokerage/get-brokerage-membership';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['GET /api/brokerage/membership'], async ({ auth }) => json(await getBrokerageMembership(getDeps(), auth)));
