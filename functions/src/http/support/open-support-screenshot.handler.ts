import { privateObjectLinks } from '../../adapters/photos/private-object-links';
import { getDeps } from '../../deps';
import { openSupportScreenshot } from '../../services/support/open-support-screenshot';
import { defineHandler } from '../define-handler';
import { redirect } from '../kit/http-types';
import { openSupportScreenshotRoute } from '../route-groups/support.routes';

export const handler = defineHandler(openSupportScreenshotRoute, async ({ auth, params }) =>
  redirect((await openSupportScreenshot({ ...getDeps(), screenshots: privateObjectLinks }, auth, params)).location),
);
