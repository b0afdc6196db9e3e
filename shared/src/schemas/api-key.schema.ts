import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { API_KEY_NAME_MAX, API_KEY_SCOPES } from '../constants/api-keys';
import { ZResourceIdSchema } from './form-fields.schema';

/** A key as the owner's list shows it: never the secret, which is shown once, when the key is made. */
export const ZApiKeySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    /** `ohm_live_<id>_…`: enough to tell keys apart, useless as a credential. */
    hint: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.nullable(z.string()),
  }),
);
export type TApiKey = z.output<typeof ZApiKeySchema>;

/** GET /api/settings/api-keys */
export const ZListApiKeysResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ keys: z.array(ZApiKeySchema) }));
export type TListApiKeysResponse = z.output<typeof ZListApiKeysResponseSchema>;

/** POST /api/settings/api-keys */
export const ZCreateApiKeyRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    name: z
      .string({ error: 'Name is required' })
      .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(API_KEY_NAME_MAX, `Name must be at most ${API_KEY_NAME_MAX} characters`)),
    scopes: z.array(z.enum(API_KEY_SCOPES, { error: 'Unknown scope' }), { error: 'Choose at least one scope' }).check(
      z.minLength(1, 'Choose at least one scope'),
      z.refine((scopes) => new Set(scopes).size === scopes.length, 'Each scope once'),
    ),
  }),
);
export type TCreateApiKeyRequest = z.input<typeof ZCreateApiKeyRequestSchema>;

/** The new key with its secret: the only answer that ever carries it. */
export const ZCreateApiKeyResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ key: ZApiKeySchema, secret: z.string() }));
export type TCreateApiKeyResponse = z.output<typeof ZCreateApiKeyResponseSchema>;

export const ZApiKeyParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: ZResourceIdSchema }));
