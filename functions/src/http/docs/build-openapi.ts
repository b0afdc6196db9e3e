import * as z from '@shared/zod';
import { capabilityRequiredMessage } from '@shared/constants/plan-capabilities';
import { ZErrorResponseSchema } from '@shared/schemas/common.schema';
import { isWebhook, type TAccess, type THttpEntry } from '../../entries/entry-types';
import { apiKeyOperationParts, scopesText, SECURITY_SCHEMES } from './api-key-docs';

const ACCESS_TEXT: Record<TAccess, string> = {
  public: 'Anyone, signed in or not.',
  user: 'Signed-in users (401 otherwise).',
  pro: 'Signed-in agents and brokers (401 signed out, 403 for other roles).',
  subscribed:
    'Signed-in agents and brokers whose subscription allows listing (401 signed out, 403 otherwise; code SUBSCRIPTION_REQUIRED without a subscription).',
  broker: 'Signed-in brokers (401 signed out, 403 for other roles).',
  admin: 'Operators of the marketplace (401 signed out, 403 for everyone else; granted only with access to the table: npm run admin:grant).',
};

const planText = (entry: THttpEntry) =>
  isWebhook(entry)
    ? ''
    : entry.capability
      ? ` Plan: ${capabilityRequiredMessage(entry.capability)} (403 PLAN_UPGRADE_REQUIRED otherwise)`
      : entry.teamCapability
        ? ` Plan: ${capabilityRequiredMessage(entry.teamCapability)} The team's broker's plan counts, not a member's own (403 PLAN_UPGRADE_REQUIRED otherwise).`
        : '';

const accessText = (entry: THttpEntry) =>
  isWebhook(entry)
    ? entry.verifier.scheme === 'capability-in-path'
      ? `Anyone holding the \`${entry.verifier.param}\` (an unguessable token in the path); no session, any origin.`
      : `Other systems only: the raw body must carry a valid \`${entry.verifier.header}\` signature (400 otherwise); no session, any origin.`
    : ACCESS_TEXT[entry.access];

const toSchema = (schema: z.core.$ZodType, io: 'input' | 'output') => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};

function parametersFor(route: THttpEntry) {
  const params: Record<string, unknown>[] = [];
  for (const name of route.path.match(/\{(\w+)\}/g) ?? []) {
    params.push({ name: name.slice(1, -1), in: 'path', required: true, schema: { type: 'string' } });
  }
  if (route.query) {
    const schema = toSchema(route.query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      params.push({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: property });
    }
  }
  return params;
}

/** The OpenAPI 3.1 document, generated from the route table and the shared zod schemas. */
export function buildOpenApi(routes: readonly THttpEntry[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorResponse = { description: 'Error', content: { 'application/json': { schema: toSchema(ZErrorResponseSchema, 'output') } } };
  for (const route of routes) {
    const isNavigation = !isWebhook(route) && route.isNavigation;
    const keyed = apiKeyOperationParts(route);
    const operation: Record<string, unknown> = {
      summary: route.summary,
      description: `Access: ${accessText(route)}${planText(route)}${keyed.text}${isNavigation ? ' A browser navigation that answers with a redirect.' : ''}`,
      tags: route.tags,
      'x-access': isWebhook(route) ? 'signature' : route.access,
      ...(!isWebhook(route) && route.capability ? { 'x-capability': route.capability } : {}),
      ...keyed.fields,
      ...(!isWebhook(route) && route.teamCapability ? { 'x-team-capability': route.teamCapability } : {}),
      parameters: parametersFor(route),
      responses: {
        [isNavigation ? '302' : '200']: route.response
          ? { description: 'Success', content: { 'application/json': { schema: toSchema(route.response, 'output') } } }
          : { description: isNavigation ? 'Redirect' : 'Success' },
        '4XX': errorResponse,
        '500': errorResponse,
      },
    };
    if (isWebhook(route)) {
      operation.requestBody = {
        required: true,
        description: "The sender's raw bytes, checked against the signature before they are read.",
        content: { 'application/json': {} },
      };
    } else if (route.body) {
      operation.requestBody = { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } };
    }
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'OpenHouse Market API',
      version: '1.0.0',
      description: `Session cookie authentication; state-changing requests must come from the site origin. Routes that name an API key scope also take \`Authorization: Bearer <API key>\` (Team Annual plan). ${scopesText(routes)}`,
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: SECURITY_SCHEMES },
    paths,
  };
}
