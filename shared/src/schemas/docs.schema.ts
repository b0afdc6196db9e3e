import * as z from 'zod';

export const ZApiDocsQuerySchema = z.object({ format: z.enum(['json', 'html']).default('html') });
