import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { SPA_REWRITE_CODE } from '../lib/constructs/spa-rewrite-code';
import { synthMarketplace } from './support/synth-marketplace';

const { api } = synthMarketplace();
const httpApiId = Object.keys(api.findResources('AWS::ApiGatewayV2::Api'))[0]!;
const oacId = Object.keys(api.findResources('AWS::CloudFront::OriginAccessControl'))[0]!;
const apiRequestPolicyId = Object.keys(api.findResources('AWS::CloudFront::OriginRequestPolicy'))[0]!;

it('sends /api/* to the HTTP API uncached, with every method, cookie and query string', () => {
  const apiCachePolicyId = Object.keys(api.findResources('AWS::CloudFront::CachePolicy'))[0]!;
  api.hasResourceProperties('AWS::CloudFront::CachePolicy', { CachePolicyConfig: Match.objectLike({ DefaultTTL: 0, MinTTL: 0 }) });
  api.hasResourceProperties('AWS::CloudFront::Distribution', {
    DistributionConfig: {
      CacheBehaviors: Match.arrayWith([
        Match.objectLike({
          PathPattern: '/api/*',
          CachePolicyId: { Ref: apiCachePolicyId },
          OriginRequestPolicyId: { Ref: apiRequestPolicyId },
          AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
          ViewerProtocolPolicy: 'https-only',
        }),
      ]),
      Origins: Match.arrayWith([
        Match.objectLike({
          DomainName: { 'Fn::Join': ['', Match.arrayWith([{ Ref: httpApiId }, Match.stringLikeRegexp('^\\.execute-api\\.')])] },
          CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: 'https-only' }),
        }),
      ]),
    },
  });
});

it('keeps public map answers (/api/map/*, before /api/*) as long as they say, keyed on the query string alone', () => {
  const mapPolicy = Object.entries(api.findResources('AWS::CloudFront::CachePolicy')).find(([, policy]) => policy.Properties.CachePolicyConfig.MaxTTL === 60);
  expect(mapPolicy?.[1].Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
    QueryStringsConfig: { QueryStringBehavior: 'all' },
    CookiesConfig: { CookieBehavior: 'none' },
    HeadersConfig: { HeaderBehavior: 'none' },
  });
  const behaviours = Object.values(api.findResources('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig.CacheBehaviors as {
    PathPattern: string;
    CachePolicyId: unknown;
    AllowedMethods: string[];
  }[];
  const patterns = behaviours.map((behaviour) => behaviour.PathPattern);
  expect(patterns.indexOf('/api/map/*')).toBeLessThan(patterns.indexOf('/api/*'));
  expect(behaviours.find((behaviour) => behaviour.PathPattern === '/api/map/*')).toMatchObject({
    CachePolicyId: { Ref: mapPolicy?.[0] },
    AllowedMethods: ['GET', 'HEAD', 'OPTIONS'],
  });
});

it('forwards every cookie and query string, never Host, and the viewer address for rate limits', () => {
  api.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
    OriginRequestPolicyConfig: Match.objectLike({
      CookiesConfig: { CookieBehavior: 'all' },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: Match.arrayWith(['Origin', 'Sec-Fetch-Site', 'Content-Type', 'CloudFront-Viewer-Address']) },
    }),
  });
  const headers = Object.values(api.findResources('AWS::CloudFront::OriginRequestPolicy'))[0]?.Properties.OriginRequestPolicyConfig.HeadersConfig
    .Headers as string[];
  expect(headers.map((h) => h.toLowerCase())).not.toContain('host');
  api.hasResourceProperties('AWS::Lambda::Function', { Environment: { Variables: Match.objectLike({ CLIENT_IP_HEADER: 'cloudfront-viewer-address' }) } });
});

it('passes API keys (Authorization) to the API through the cache policy, the only way CloudFront forwards that header', () => {
  api.hasResourceProperties('AWS::CloudFront::CachePolicy', {
    CachePolicyConfig: Match.objectLike({
      ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({ HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] } }),
    }),
  });
});

it('serves /photos/* from the photo bucket, cached, read-only, and lets CloudFront read only the listing and profile photos', () => {
  api.hasResourceProperties('AWS::CloudFront::Distribution', {
    DistributionConfig: {
      CacheBehaviors: Match.arrayWith([
        Match.objectLike({ PathPattern: '/photos/*', CachePolicyId: CachePolicy.CACHING_OPTIMIZED.cachePolicyId, AllowedMethods: ['GET', 'HEAD'] }),
      ]),
    },
  });
  const { data } = synthMarketplace();
  data.hasResourceProperties('AWS::S3::BucketPolicy', {
    PolicyDocument: {
      Statement: Match.arrayWith([
        Match.objectLike({
          Principal: { Service: 'cloudfront.amazonaws.com' },
          Action: 's3:GetObject',
          Resource: ['/photos/listings/*', '/photos/profiles/*'].map((folder) => ({
            'Fn::Join': ['', [{ 'Fn::GetAtt': [Match.stringLikeRegexp('^PhotoBucket'), 'Arn'] }, folder]],
          })),
        }),
      ]),
    },
  });
});

it('serves the SPA bucket through origin access control', () => {
  api.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
    OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always', SigningProtocol: 'sigv4' },
  });
  api.hasResourceProperties('AWS::CloudFront::Distribution', {
    DistributionConfig: {
      DefaultRootObject: 'index.html',
      Origins: Match.arrayWith([
        Match.objectLike({
          OriginAccessControlId: { 'Fn::GetAtt': [oacId, 'Id'] },
          DomainName: { 'Fn::ImportValue': Match.stringLikeRegexp('SpaBucket.*RegionalDomainName') },
        }),
      ]),
    },
  });
});

it('falls back to index.html with a viewer-request function, never with error responses that would hide API errors', () => {
  api.hasResourceProperties('AWS::CloudFront::Function', { FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }) });
  api.hasResourceProperties('AWS::CloudFront::Distribution', {
    DistributionConfig: {
      CustomErrorResponses: Match.absent(),
      DefaultCacheBehavior: Match.objectLike({
        ViewerProtocolPolicy: 'redirect-to-https',
        FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: Match.anyValue() }],
      }),
    },
  });
});

describe('the SPA rewrite function', () => {
  const handler = new Function(`${SPA_REWRITE_CODE}; return handler;`)() as (event: { request: { uri: string } }) => { uri: string };
  const rewrite = (uri: string) => handler({ request: { uri } }).uri;

  it.each(['/', '/signin', '/agent/dashboard', '/open-houses/01JABC/'])('serves index.html for the client route %s', (uri) => {
    expect(rewrite(uri)).toBe('/index.html');
  });

  it.each(['/assets/index-abc123.js', '/favicon.ico', '/robots.txt', '/api/auth/user', '/api/no-such-route', '/api'])('leaves %s alone', (uri) => {
    expect(rewrite(uri)).toBe(uri);
  });
});

describe('the SPA upload', () => {
  it('is skipped when there is no built SPA', () => {
    api.resourceCountIs('Custom::CDKBucketDeployment', 0);
  });

  it('uploads a built SPA: immutable assets first, then pages with an edge invalidation', () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), '');
    const { api: withSpa } = synthMarketplace({}, { webDistDir: dist });
    withSpa.resourceCountIs('Custom::CDKBucketDeployment', 2);
    withSpa.hasResourceProperties('Custom::CDKBucketDeployment', {
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    withSpa.hasResource('Custom::CDKBucketDeployment', {
      Properties: Match.objectLike({ Exclude: ['assets/*'], DistributionPaths: ['/*'], SystemMetadata: { 'cache-control': 'no-cache' } }),
      DependsOn: Match.arrayWith([Match.stringLikeRegexp('Assets')]),
    });
  });
});
