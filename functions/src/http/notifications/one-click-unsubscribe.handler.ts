import { ZUnsubscribeRequestSchema } from '@shared/schemas/lead-capture.schema';
import { getDeps } from '../../deps';
import { systemActor } from '../../services/actor';
import { unsubscribe } from '../../services/lead-capture/unsubscribe';
import { AppError } from '../../platform/app-error';
import { defineWebhook } from '../define-webhook';
import { json } from '../kit/http-types';
import { ONE_CLICK_UNSUBSCRIBE } from '../route-groups/notification.routes';

/** RFC 8058: the body is `List-Unsubscribe=One-Click` (form-encoded); the token in the path says what stops. */
export const handler = defineWebhook(ONE_CLICK_UNSUBSCRIBE, async ({ pathParameters }) => {
  const parsed = ZUnsubscribeRequestSchema.safeParse({ token: pathParameters.token });
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'This unsubscribe link is not valid.');
  return json(await unsubscribe(getDeps(), systemActor('one-click-unsubscribe'), parsed.data));
});
