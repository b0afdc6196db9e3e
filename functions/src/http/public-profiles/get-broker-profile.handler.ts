import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { getPublicProfile } from '../../services/public-profiles/get-public-profile';
import { getBrokerProfileRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(getBrokerProfileRoute, async ({ actor, params }) =>
  json(await getPublicProfile(getDeps(), actor, { userId: params.userId, kind: 'broker' })),
);
