import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
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
} as const;

/** cdk.json's context (feature flags included), so the tests see what `cdk synth` sees. */
const CDK_JSON_CONTEXT = (JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8')) as { context?: object }).context ?? {};

/** Builds the app in-process without bundling (the real bundling synth is `npx cdk synth`). */
export function synthMarketplace(overrides: Partial<TAppConfig> = {}, options: TMarketplaceOptions = {}) {
  const config = { ...parseAppConfig((key) => TEST_CONTEXT[key as keyof typeof TEST_CONTEXT]), ...overrides };
  const app = new App({ context: { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [] }, outdir: mkdtempSync(join(tmpdir(), 'cdk-test-')) });
  const stacks = createMarketplace(app, config, { webDistDir: join(tmpdir(), 'no-spa-build-here'), ...options });
  return { app, config, stacks, data: Template.fromStack(stacks.data), api: Template.fromStack(stacks.api) };
}

type TResources = Record<string, { Properties: Record<string, unknown> }>;

/** Our route functions (tagged by RouteFunction), keyed by logical id; custom-resource helpers excluded. */
export const routeFunctions = (template: Template): TResources =>
  template.findResources('AWS::Lambda::Function', {
    Properties: { Tags: Match.arrayWith([Match.objectLike({ Key: HANDLER_TAG })]) },
  }) as TResources;

/** The logical ids of the functions whose description is the route key. */
export const functionIdsFor = (template: Template, routeKey: string) =>
  Object.entries(routeFunctions(template))
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
