import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type CfnElement, NestedStack, type Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { parseAppConfig, type TAppConfig } from '../../lib/app-config';
import { HANDLER_TAG } from '../../lib/constructs/route-function';
import { createMarketplace, type TMarketplaceOptions } from '../../lib/marketplace';
import { REPO_ROOT } from '../../lib/paths';

export const TEST_CONTEXT = {
  appMode: 'live',
  mailFrom: 'no-reply@example.com',
  stripePriceSoloMonthly: 'price_test_solo_monthly',
  stripePriceSoloAnnual: 'price_test_solo_annual',
  stripePriceTeamMonthly: 'price_test_team_monthly',
  stripePriceTeamAnnual: 'price_test_team_annual',
  stripePublishableKey: 'pk_test_marketplace',
} as const;

/** cdk.json's context (feature flags included), so the tests see what `cdk synth` sees. */
const CDK_JSON_CONTEXT = (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: object }).context ?? {};

type TSynthesized = ReturnType<typeof synthesize>;
/** Apps built from a context alone, kept for the worker's later files (the infra project runs them unisolated). */
const builtFromContext = new Map<string, TSynthesized>();

/**
 * Builds the app in-process without bundling (the real bundling synth is `npx cdk synth`). An app built from
 * context overrides alone is built once per worker: the tests only read it (an app that gets Aspects, such as
 * cdk-nag's, passes options and is built afresh).
 */
export function synthMarketplace(overrides: Partial<TAppConfig> = {}, options: TMarketplaceOptions = {}): TSynthesized {
  if (Object.keys(options).length > 0) return synthesize(overrides, options);
  const key = JSON.stringify(Object.entries(overrides)); // entries keep the keys set to undefined
  const built = builtFromContext.get(key) ?? synthesize(overrides, options);
  builtFromContext.set(key, built);
  return built;
}

function synthesize(overrides: Partial<TAppConfig>, options: TMarketplaceOptions) {
  const config = { ...parseAppConfig((key) => TEST_CONTEXT[key as keyof typeof TEST_CONTEXT]), ...overrides };
  const app = new App({ context: { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [] }, outdir: mkdtempSync(join(tmpdir(), 'cdk-test-')) });
  const stacks = createMarketplace(app, config, { webDistDir: join(tmpdir(), 'no-spa-build-here'), ...options });
  return { app, config, stacks, data: Template.fromStack(stacks.data), api: withNestedStacks(stacks.api) };
}

type TResources = Record<string, { Properties: Record<string, unknown> }>;

/**
 * A stack and its nested stacks as one template, as if the nested resources sat in the parent: each nested
 * parameter reference becomes the value the parent passes in, and the nested-stack resources go.
 * Logical ids stay unique because every route's construct id is.
 */
function withNestedStacks(stack: Stack): Template {
  const root = Template.fromStack(stack).toJSON() as { Resources: Record<string, { Type: string; Properties?: { Parameters?: Record<string, unknown> } }> };
  const resources = { ...root.Resources };
  for (const nested of stack.node.findAll().filter(NestedStack.isNestedStack)) {
    const stackResourceId = stack.getLogicalId(nested.nestedStackResource as CfnElement);
    const parameters = resources[stackResourceId]?.Properties?.Parameters ?? {};
    delete resources[stackResourceId];
    Object.assign(resources, resolveParameters(Template.fromStack(nested).toJSON().Resources, parameters) as typeof resources);
  }
  return Template.fromJSON({ ...root, Resources: resources });
}

function resolveParameters(value: unknown, parameters: Record<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveParameters(item, parameters));
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as { Ref?: unknown }).Ref;
  if (typeof ref === 'string' && Object.keys(value).length === 1 && ref in parameters) return parameters[ref];
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolveParameters(inner, parameters)]));
}

/** Every function built from our handlers (tagged by RouteFunction), keyed by logical id; custom-resource helpers excluded. */
export const handlerFunctions = (template: Template): TResources =>
  template.findResources('AWS::Lambda::Function', {
    Properties: { Tags: Match.arrayWith([Match.objectLike({ Key: HANDLER_TAG })]) },
  }) as TResources;

/** The functions of HTTP entries (routes and webhooks): every handler function but the queue workers'. */
export const routeFunctions = (template: Template): TResources =>
  Object.fromEntries(Object.entries(handlerFunctions(template)).filter(([, resource]) => !String(resource.Properties.Description).startsWith('worker ')));

/** The logical ids of the functions whose description is the route key. */
export const functionIdsFor = (template: Template, routeKey: string) =>
  Object.entries(handlerFunctions(template))
    .filter(([, resource]) => resource.Properties.Description === routeKey)
    .map(([id]) => id);

/** Every IAM action granted to a function's role, across all policies attached to it. */
export function actionsOf(template: Template, functionId: string): string[] {
  const fn = template.toJSON().Resources[functionId];
  const roleId: string = fn.Properties.Role['Fn::GetAtt'][0];
  const policies = template.findResources('AWS::IAM::Policy', { Properties: { Roles: Match.arrayWith([{ Ref: roleId }]) } });
  return Object.values(policies).flatMap((policy) =>
    (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((statement) => [statement.Action].flat()),
  );
}
