import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { ACCOUNT_DATA_MESSAGES, ACCOUNT_EXPORT_STATUSES } from '../constants/account-data';

/** The account's latest export: its progress, and once ready until when the mailed link works. */
export const ZAccountExportSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    status: z.enum(ACCOUNT_EXPORT_STATUSES),
    requestedAt: z.string(),
    readyAt: z.nullable(z.string()),
    linkExpiresAt: z.nullable(z.string()),
  }),
);
export type TAccountExport = z.infer<typeof ZAccountExportSchema>;

export const ZAccountExportResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ export: z.nullable(ZAccountExportSchema) }));
export type TAccountExportResponse = z.infer<typeof ZAccountExportResponseSchema>;

export const ZAccountExportDownloadParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: z.string().check(z.minLength(1), z.maxLength(40)) }));
export const ZAccountExportDownloadQuerySchema = /* @__PURE__ */ lazySchema(() => z.object({ token: z.string().check(z.minLength(1), z.maxLength(100)) }));

/** The password always; the authenticator (or a recovery) code when two-factor is on. */
export const ZDeleteAccountRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    password: z.string({ error: ACCOUNT_DATA_MESSAGES.passwordRequired }).check(z.minLength(1, ACCOUNT_DATA_MESSAGES.passwordRequired), z.maxLength(256)),
    code: z.optional(
      z.pipe(
        z.string().check(z.maxLength(20, 'Enter a 6-digit code or a recovery code')),
        z.transform((v) => v.replace(/\s/g, '')),
      ),
    ),
  }),
);
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequestSchema>;

export const ZDeleteAccountResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ message: z.string() }));
export type TDeleteAccountResponse = z.infer<typeof ZDeleteAccountResponseSchema>;
