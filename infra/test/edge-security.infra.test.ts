import { Match } from 'aws-cdk-lib/assertions';
import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { routeFunctions, synthMarketplace } from './support/synth-marketplace';

const { api } = synthMarketplace();
const distributionConfig = () =>
  (Object.values(api.findResources('AWS::CloudFront::Distribution'))[0]!.Properties as { DistributionConfig: Record<string, unknown> }).DistributionConfig;
const behaviours = () => {
  const config = distributionConfig() as { DefaultCacheBehavior: Record<string, unknown>; CacheBehaviors: Record<string, unknown>[] };
  return [config.DefaultCacheBehavior, ...config.CacheBehaviors];
};
const sitePolicy = { Properties: { ResponseHeadersPolicyConfig: Match.objectLike({ CustomHeadersConfig: Match.anyValue() }) } };
const policyId = Object.keys(api.findResources('AWS::CloudFront::ResponseHeadersPolicy', sitePolicy))[0]!;
const cspOf = (template = api) =>
  (
    Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy', sitePolicy))[0]!.Properties as {
      ResponseHeadersPolicyConfig: { SecurityHeadersConfig: { ContentSecurityPolicy: { ContentSecurityPolicy: unknown } } };
    }
  ).ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;

describe('the site response headers', () => {
  it('sets a strict CSP, HSTS, nosniff, a referrer policy and a permissions policy', () => {
    api.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63_072_000, IncludeSubdomains: true, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        }),
        CustomHeadersConfig: { Items: [Match.objectLike({ Header: 'Permissions-Policy', Value: Match.stringLikeRegexp('camera=\\(\\)') })] },
      },
    });
    const csp = JSON.stringify(cspOf());
    for (const directive of [
      "script-src 'self' https://js.stripe.com;",
      'frame-src https://js.stripe.com https://hooks.stripe.com;',
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "default-src 'self'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
  });

  it('lets the browser upload to the photo bucket and nowhere else', () => {
    const csp = JSON.stringify(cspOf());
    expect(csp).toMatch(/connect-src 'self' https:\/\/",\{"Fn::ImportValue":"[^"]*PhotoBucket/);
    expect(csp).not.toContain('*');
  });

  it('admits the map style host the SPA is built with', () => {
    const { api: withTiles } = synthMarketplace({ mapStyleUrl: 'https://tiles.example.org/styles/light.json' });
    const csp = JSON.stringify(cspOf(withTiles));
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.example\.org;/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com https:\/\/tiles\.example\.org;/);
  });

  it('serves the SPA and the API with that policy, compressed', () => {
    const [spa, ...rest] = behaviours();
    const apiBehaviour = rest.find((b) => b.PathPattern === '/api/*')!;
    for (const behaviour of [spa!, apiBehaviour]) expect(behaviour).toMatchObject({ ResponseHeadersPolicyId: { Ref: policyId }, Compress: true });
    for (const behaviour of behaviours()) expect(behaviour.Compress).toBe(true);
  });

  it('serves uploaded photos as inert images: nothing in one may run or load', () => {
    const photos = behaviours().find((b) => b.PathPattern === '/photos/*')!;
    const [photoPolicyId] = Object.keys(
      api.findResources('AWS::CloudFront::ResponseHeadersPolicy', {
        Properties: {
          ResponseHeadersPolicyConfig: {
            SecurityHeadersConfig: Match.objectLike({
              ContentSecurityPolicy: { ContentSecurityPolicy: "default-src 'none'; sandbox", Override: true },
              ContentTypeOptions: { Override: true },
            }),
          },
        },
      }),
    );
    expect(photoPolicyId).toBeDefined();
    expect(photos.ResponseHeadersPolicyId).toEqual({ Ref: photoPolicyId });
  });

  it('forwards Accept-Encoding to the API so the handlers compress, and caches nothing the API marks no-store', () => {
    const apiBehaviour = behaviours().find((b) => b.PathPattern === '/api/*')!;
    expect(apiBehaviour.CachePolicyId).not.toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    api.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        MinTTL: 0,
        DefaultTTL: 0,
        MaxTTL: 1,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          CookiesConfig: { CookieBehavior: 'whitelist', Cookies: ['__Host-sid'] },
        }),
      }),
    });
  });
});

describe('the origin secret between CloudFront and the API', () => {
  const secretId = Object.keys(api.findResources('AWS::SecretsManager::Secret'))[0]!;

  it('is generated by Secrets Manager and reaches CloudFront only as a dynamic reference', () => {
    api.hasResourceProperties('AWS::SecretsManager::Secret', { GenerateSecretString: Match.objectLike({ PasswordLength: 64 }), SecretString: Match.absent() });
    const apiOrigin = (
      distributionConfig().Origins as { CustomOriginConfig?: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[]
    ).find((origin) => origin.CustomOriginConfig)!;
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      { HeaderName: 'X-Origin-Verify', HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']] } },
    ]);
  });

  it('is checked by every route function, which trusts the viewer address only with it and may read that secret', () => {
    const functions = routeFunctions(api);
    expect(Object.keys(functions).length).toBeGreaterThan(0);
    for (const fn of Object.values(functions)) {
      expect(fn.Properties.Environment).toMatchObject({
        Variables: { ORIGIN_VERIFY_HEADER: 'x-origin-verify', ORIGIN_VERIFY_SECRET_ARN: { Ref: secretId }, CLIENT_IP_HEADER: 'cloudfront-viewer-address' },
      });
      const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
      api.hasResourceProperties('AWS::IAM::Policy', {
        Roles: Match.arrayWith([{ Ref: roleId }]),
        PolicyDocument: {
          Statement: Match.arrayWith([Match.objectLike({ Action: Match.arrayWith(['secretsmanager:GetSecretValue']), Resource: { Ref: secretId } })]),
        },
      });
    }
  });
});
