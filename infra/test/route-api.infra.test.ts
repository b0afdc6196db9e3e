import { Match } from 'aws-cdk-lib/assertions';
import { ENTRIES } from '../../functions/src/entries';
import { HANDLER_TAG } from '../lib/constructs/route-function';
import { routeKeyOf } from '../lib/route-types';
import { functionIdsFor, routeFunctions, synthMarketplace } from './support/synth-marketplace';

const ROUTE_LIST = ENTRIES.http;
const { app, stacks, api } = synthMarketplace();
const resources = api.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
const resourcesOfFunction = (key: string) => resources[functionIdsFor(api, key)[0]!]!;

describe.each(ROUTE_LIST.map((route) => [routeKeyOf(route), route] as const))('%s', (key, route) => {
  it('has exactly one function, built from its handler module', () => {
    const ids = functionIdsFor(api, key);
    expect(ids).toHaveLength(1);
    expect(resources[ids[0]!]!.Properties.Tags).toContainEqual({ Key: HANDLER_TAG, Value: route.handler });
  });

  it('has exactly one HTTP API route, integrated with that function', () => {
    const routes = api.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: key } });
    expect(Object.keys(routes)).toHaveLength(1);
    const target = Object.values(routes)[0]!.Properties.Target as { 'Fn::Join': [string, unknown[]] };
    const integrationId = (target['Fn::Join'][1][1] as { Ref: string }).Ref;
    expect(resources[integrationId]!.Properties).toMatchObject({
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
      IntegrationUri: { 'Fn::GetAtt': [functionIdsFor(api, key)[0], 'Arn'] },
    });
  });
});

it('builds one function and one HTTP API route per entry of the route table, and no more', () => {
  expect(Object.keys(routeFunctions(api))).toHaveLength(ROUTE_LIST.length);
  api.resourceCountIs('AWS::ApiGatewayV2::Route', ROUTE_LIST.length);
});

it("runs every route function on Node 22, arm64, with tracing and its entry's limits (10 s and 512 MB unless it says otherwise)", () => {
  for (const route of ROUTE_LIST) {
    const fn = resourcesOfFunction(routeKeyOf(route));
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Handler: 'index.handler',
      MemorySize: route.memoryMb ?? 512,
      Timeout: route.timeoutSeconds ?? 10,
      TracingConfig: { Mode: 'Active' },
      LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
    });
  }
});

it('keeps each function log group and the API access log for one month', () => {
  api.resourceCountIs('AWS::Logs::LogGroup', ROUTE_LIST.length + ENTRIES.workers.length + 1);
  api.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
});

it('gives every HTTP function the HTTP settings env.ts requires, with the distribution as the site origin', () => {
  const distributionId = Object.keys(api.findResources('AWS::CloudFront::Distribution'))[0]!;
  const functions = Object.values(routeFunctions(api));
  expect(functions).toHaveLength(ROUTE_LIST.length);
  for (const fn of functions) {
    expect(fn.Properties.Environment).toMatchObject({
      Variables: {
        SITE_ORIGIN: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distributionId, 'DomainName'] }]] },
        APP_MODE: 'live',
        LOG_LEVEL: 'info',
      },
    });
    // Source maps are not enabled at run time: Node would parse each bundle's map during every cold start.
    expect((fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables).not.toHaveProperty('NODE_OPTIONS');
  }
});

it('uses https://<siteDomainName> as the site origin when one is given', () => {
  const { api: withDomain } = synthMarketplace({ siteDomainName: 'www.example.com', extraOrigins: 'https://staging.example.com' });
  for (const fn of Object.values(routeFunctions(withDomain))) {
    expect(fn.Properties.Environment).toMatchObject({ Variables: { SITE_ORIGIN: 'https://www.example.com', EXTRA_ORIGINS: 'https://staging.example.com' } });
  }
  withDomain.hasOutput('SiteUrl', { Value: 'https://www.example.com' });
});

it('outputs the site and API URLs', () => {
  api.hasOutput('SiteUrl', Match.anyValue());
  api.hasOutput('ApiUrl', Match.anyValue());
});

it('synthesizes without a dependency cycle: the stateless stack reads the data stack, never the reverse', () => {
  expect(() => app.synth()).not.toThrow();
  expect(stacks.api.dependencies).toContain(stacks.data);
  expect(stacks.data.dependencies).not.toContain(stacks.api);
});
