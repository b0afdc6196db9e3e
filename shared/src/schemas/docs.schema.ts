import * as z from '../zod';

export const ZApiDocsQuerySchema = z.object({ format: z._default(z.enum(['json', 'html']), 'html') });
