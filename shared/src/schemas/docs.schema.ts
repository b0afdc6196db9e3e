import * as z from '../zod';
import { lazySchema } from '../lazy-schema';

export const ZApiDocsQuerySchema = /* @__PURE__ */ lazySchema(() => z.object({ format: z._default(z.enum(['json', 'html']), 'html') }));
