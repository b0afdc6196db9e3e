import { defineSessionlessHandler } from '../define-sessionless-handler';
import { redirect } from '../kit/http-types';
import { showUnsubscribeRoute } from '../route-groups/notification.routes';

/** A person who opens the List-Unsubscribe address sees the confirmation page; nothing stops until they confirm. */
export const handler = defineSessionlessHandler(showUnsubscribeRoute, async ({ params }) => redirect(`/unsubscribe/${encodeURIComponent(params.token)}`));
