import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { findBrokerageBroker } from '../../services/public-profiles/find-brokerage-broker';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['GET /api/brokerage/{brokerageName}/broker'], async ({ params }) => json(await findBrokerageBroker(getDeps(), params)));
