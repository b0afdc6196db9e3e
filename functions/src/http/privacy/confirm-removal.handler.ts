import { getDeps } from '../../deps';
import { confirmRemoval } from '../../services/privacy/confirm-removal';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { confirmRemovalRoute } from '../route-groups/privacy.routes';

export const handler = defineHandler(confirmRemovalRoute, async ({ params }) => json(await confirmRemoval(getDeps(), { token: params.token })));
