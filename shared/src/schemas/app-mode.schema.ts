import * as z from '../zod';
import { APP_MODES } from '../constants/app-mode';

export const ZAppModeResponseSchema = z.object({ APP_MODE: z.enum(APP_MODES) });
export type TAppModeResponse = z.infer<typeof ZAppModeResponseSchema>;
