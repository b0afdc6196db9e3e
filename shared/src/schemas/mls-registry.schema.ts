import * as z from '../zod';
import { lazySchema } from '../lazy-schema';
import { MLS_PROTOCOLS } from '../constants/mls';
import { MLS_REGISTRY_ID_PATTERN } from '../constants/mls-trust';
import { isHttpUrl } from './form-fields.schema';

/** A provider address we accept: http(s) with a host, and no fragment at all (an empty `#` included: servers never see it, people mistype it). */
export const isProviderUrl = (value: string) => isHttpUrl(value) && !value.includes('#');
export const PROVIDER_URL_MESSAGE = 'Please enter a valid URL';

const providerUrl = /* @__PURE__ */ lazySchema(() =>
  z.string({ error: PROVIDER_URL_MESSAGE }).check(z.trim(), z.maxLength(2000, PROVIDER_URL_MESSAGE), z.refine(isProviderUrl, PROVIDER_URL_MESSAGE)),
);

/** One server of a registered MLS: its RESO Web API service root (with its OAuth2 token URL) or its RETS Login URL. */
export const ZMlsRegistryServerSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    protocol: z.enum(MLS_PROTOCOLS, { error: `Protocol must be ${MLS_PROTOCOLS.join(' or ')}` }),
    url: providerUrl,
    /** RESO only: where the MLS hands out tokens (null: `<origin>/oauth2/token`, or a bearer token). */
    tokenUrl: z._default(z.nullable(providerUrl), null),
  }),
);
export type TMlsRegistryServer = z.output<typeof ZMlsRegistryServerSchema>;

/**
 * An MLS the operators know. A configuration whose provider URL is one of `servers` is that MLS's: its listings
 * are one listing per (`listingIdentity`, ListingKey), whatever the records say of themselves, and its members'
 * ids must be verified. Nothing here is secret.
 */
export const ZMlsRegistryEntrySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    servers: z.array(ZMlsRegistryServerSchema),
    /** What its listings' ids are made from: fixed once the entry exists, so listings keep their ids. */
    listingIdentity: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type TMlsRegistryEntry = z.output<typeof ZMlsRegistryEntrySchema>;

const name = /* @__PURE__ */ lazySchema(() =>
  z.string({ error: 'Name is required' }).check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100, 'Must be at most 100 characters')),
);
const servers = /* @__PURE__ */ lazySchema(() =>
  z.array(ZMlsRegistryServerSchema, { error: 'Add at least one server' }).check(
    z.minLength(1, 'Add at least one server'),
    z.maxLength(10, 'At most 10 servers'),
    z.refine((list) => new Set(list.map((server) => server.url.toLowerCase().replace(/\/+$/, ''))).size === list.length, 'Each server once'),
    z.refine(
      (list) => list.every((server) => server.protocol === 'RESO Web API' || server.tokenUrl === null),
      'A token URL belongs to a RESO Web API server only',
    ),
  ),
);

/** POST /api/admin/mls-registry */
export const ZCreateMlsRegistryEntryRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z
      .string({ error: 'Id is required' })
      .check(z.trim(), z.toLowerCase(), z.regex(MLS_REGISTRY_ID_PATTERN, 'Use 1–64 lowercase letters, digits and dashes, e.g. austin-board-mls')),
    name,
    servers,
    /**
     * What its listings' ids are made from, fixed once: `mls:<id>` when left out. To keep the ids of listings imported
     * from the MLS before it was registered, `system:<its OriginatingSystemName in lower case>`.
     */
    listingIdentity: z.pipe(
      z.optional(z.string().check(z.trim(), z.maxLength(200, 'Must be at most 200 characters'))),
      z.transform((value) => value || undefined),
    ),
  }),
);
export type TCreateMlsRegistryEntryRequest = z.input<typeof ZCreateMlsRegistryEntryRequestSchema>;
export type TCreateMlsRegistryEntry = z.output<typeof ZCreateMlsRegistryEntryRequestSchema>;

/**
 * The MLSs a deployment registers from its configuration (CDK context `mlsRegistry`, the functions' MLS_REGISTRY):
 * entries as an admin adds them.
 */
export const ZMlsRegistrySeedSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .array(ZCreateMlsRegistryEntryRequestSchema)
    .check(z.refine((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length, 'Each MLS id once')),
);
export type TMlsRegistrySeed = z.output<typeof ZMlsRegistrySeedSchema>;

/** PATCH /api/admin/mls-registry/{id}: its name or servers (the listing identity never changes). */
export const ZUpdateMlsRegistryEntryRequestSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .object({ name: z.optional(name), servers: z.optional(servers) })
    .check(z.refine((body) => body.name !== undefined || body.servers !== undefined, { message: 'Send name or servers' })),
);
export type TUpdateMlsRegistryEntryRequest = z.input<typeof ZUpdateMlsRegistryEntryRequestSchema>;

export const ZMlsRegistryIdParamsSchema = /* @__PURE__ */ lazySchema(() => z.object({ id: z.string().check(z.regex(MLS_REGISTRY_ID_PATTERN, 'Invalid id')) }));

/** GET /api/mls/registry (agents and brokers choosing an MLS) and GET /api/admin/mls-registry. */
export const ZMlsRegistryListResponseSchema = /* @__PURE__ */ lazySchema(() => z.object({ items: z.array(ZMlsRegistryEntrySchema) }));
export type TMlsRegistryListResponse = z.output<typeof ZMlsRegistryListResponseSchema>;
