import { eventBridgeScheduler } from '../../adapters/scheduler/schedules';
import { getDeps } from '../../deps';
import { getHttpEnv } from '../../platform/env';
import { saveSecondMessageSettings } from '../../services/lead-capture/second-message-settings';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { saveSecondMessageRoute } from '../route-groups/follow-up.routes';

export const handler = defineHandler(saveSecondMessageRoute, async ({ auth, params, body }) =>
  json(
    await saveSecondMessageSettings({ ...getDeps(), scheduler: eventBridgeScheduler }, auth, {
      ...params,
      settings: body,
      siteOrigin: getHttpEnv().SITE_ORIGIN,
    }),
  ),
);
