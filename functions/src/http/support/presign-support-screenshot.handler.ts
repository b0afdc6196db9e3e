import { photoBucket } from '../../adapters/photos/photo-storage';
import { getDeps } from '../../deps';
import { presignSupportScreenshot } from '../../services/support/support-screenshot';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { presignSupportScreenshotRoute } from '../route-groups/support.routes';

export const handler = defineHandler(presignSupportScreenshotRoute, async ({ auth, body }) =>
  json({ upload: await presignSupportScreenshot({ ...getDeps(), photos: photoBucket }, auth, body) }, 201),
);
