import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { ERROR_STATUS, type TErrorCode } from '../errors';

const ERROR_CODES = Object.keys(ERROR_STATUS) as [TErrorCode, ...TErrorCode[]];

/** Every API error body; `code` is absent only on answers from outside the handlers (a proxy, a gateway). */
export const ZErrorResponseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    message: z.string(),
    code: z.optional(z.enum(ERROR_CODES)),
    errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
    requestId: z.optional(z.string()),
  }),
);

export const ZMessageResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ success: z.boolean(), message: z.string() }));
