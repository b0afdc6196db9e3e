import type { $ZodError } from 'zod/v4/core';

/**
 * A zod schema as the SPA parses with one: the shared route schemas are `zod/mini` (shared/src/zod.ts), the
 * SPA's own form schemas classic zod; both have `safeParse`, and this names only that.
 */
export type TZodSchema<T> = { safeParse(data: unknown): { success: true; data: T } | { success: false; error: $ZodError } };
