import { defineHandler } from '../../platform/http/define-handler';
import { redirect } from '../../platform/http/http-types';
import { foundationRoutes } from '../route-groups/foundation.routes';

/**
 * The spec's login navigation. Password sign-in lives on /signin; an OIDC provider can later take over
 * here (users keep `isOidcUser`) without the SPA changing.
 */
export const handler = defineHandler(foundationRoutes['GET /api/login'], async () => redirect('/signin'));
