import { getDeps } from '../../deps';
import { listOwnMailSuppressions } from '../../services/mail-trust/list-own-mail-suppressions';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { listMailSuppressionsRoute } from '../route-groups/notification.routes';

export const handler = defineHandler(listMailSuppressionsRoute, async ({ auth }) => json(await listOwnMailSuppressions(getDeps(), auth)));
