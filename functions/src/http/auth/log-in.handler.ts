import { defineSessionlessHandler } from '../define-sessionless-handler';
import { redirect } from '../kit/http-types';
import { logInRoute } from '../route-groups/site.routes';

/**
 * The spec's login navigation. Password sign-in lives on /signin; an OIDC provider can later take over
 * here (users keep `isOidcUser`) without the SPA changing.
 */
export const handler = defineSessionlessHandler(logInRoute, async () => redirect('/signin'));
