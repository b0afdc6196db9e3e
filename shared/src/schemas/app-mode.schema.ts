import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { APP_MODES } from '../constants/app-mode';

export const ZAppModeResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ APP_MODE: z.enum(APP_MODES) }));
export type TAppModeResponse = z.infer<typeof ZAppModeResponseSchema>;
