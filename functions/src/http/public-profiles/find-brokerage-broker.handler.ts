import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { findBrokerageBroker } from '../../services/public-profiles/find-brokerage-broker';
import { findBrokerageBrokerRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(findBrokerageBrokerRoute, async ({ params }) => json(await findBrokerageBroker(getDeps(), params)));
