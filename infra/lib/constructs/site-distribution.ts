import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import {
  contentSecurityPolicy,
  HSTS_MAX_AGE_SECONDS,
  PERMISSIONS_POLICY,
  PHOTO_CONTENT_SECURITY_POLICY,
  type TSiteSecurityOptions,
} from '../site-security-headers';
import { SPA_REWRITE_CODE } from './spa-rewrite-code';
import { acknowledge } from '../acknowledge';

/** Header the functions read the browser's address from (functions: CLIENT_IP_HEADER). */
export const VIEWER_ADDRESS_HEADER = 'CloudFront-Viewer-Address';
const API_FORWARDED_HEADERS = ['Origin', 'Sec-Fetch-Site', 'Content-Type', 'Accept', 'Accept-Language', 'User-Agent', 'Referer', VIEWER_ADDRESS_HEADER];

export type TSiteDistributionProps = {
  /** The SPA bucket as seen from this stack (an imported reference: its policy is the data stack's). */
  spaBucket: IBucket;
  /** The photo bucket as seen from this stack; only its photos/ prefix is readable by CloudFront. */
  photoBucket: IBucket;
  /** The HTTP API's execute-api host name. */
  apiDomainName: string;
  /** Headers CloudFront adds to every request it forwards to the API (the origin secret). */
  apiOriginHeaders: Record<string, string>;
  /** What the Content-Security-Policy admits besides the site itself. */
  security: TSiteSecurityOptions;
  domainName?: string;
  certificate?: ICertificate;
  /** Where CloudFront writes its standard access logs (under cloudfront/). */
  logBucket: IBucket;
};

/** One origin for the browser: the SPA from S3 at /*, photos at /photos/*, the HTTP API at /api/*, uncached. */
export class SiteDistribution extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: TSiteDistributionProps) {
    super(scope, id);
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(SPA_REWRITE_CODE),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Client-side routes get /index.html; /api is never rewritten',
    });
    // Host must stay the API's own, or API Gateway cannot route the request; so the API gets the viewer
    // headers it reads, by name, plus CloudFront-Viewer-Address (the browser's IP for rate limits).
    const apiRequestPolicy = new OriginRequestPolicy(this, 'ApiRequestPolicy', {
      comment: 'API: cookies, query strings, the headers handlers read and the viewer address',
      cookieBehavior: OriginRequestCookieBehavior.all(),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      headerBehavior: OriginRequestHeaderBehavior.allowList(...API_FORWARDED_HEADERS),
    });
    // Pages and API answers alike (the API reference is HTML); an answer's own header wins where it sets one.
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Strict CSP, HSTS, nosniff, referrer and permissions policies',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props.security), override: false },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
      customHeadersBehavior: { customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }] },
    });
    const photoHeaders = new ResponseHeadersPolicy(this, 'PhotoSecurityHeaders', {
      comment: 'Uploaded photos: nothing runs, nosniff, HSTS',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: PHOTO_CONTENT_SECURITY_POLICY, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });
    // With caching disabled CloudFront drops Accept-Encoding, so the handlers never compressed. This policy
    // forwards it; the handlers answer no-store, so nothing is cached, and should an answer ever be
    // cacheable its key still holds the query string, the session cookie and the API key. CloudFront passes
    // Authorization (API keys: `Bearer`) to the origin only when the cache policy names it, never through an
    // origin request policy.
    const apiCachePolicy = new CachePolicy(this, 'ApiCachePolicy', {
      comment: 'API: forwards Accept-Encoding and Authorization; answers are no-store',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.allowList('__Host-sid'),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
    });
    // Public map answers (GET /api/map/*) are the same for everyone and say how long they may be kept (s-maxage=30,
    // stale-while-revalidate=30): keyed on the query string alone, no cookie or header, so equal views share one answer.
    const mapCachePolicy = new CachePolicy(this, 'MapCachePolicy', {
      comment: 'Public map answers: keyed on the query string, kept as long as the answer says (at most 60 s)',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(60),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      headerBehavior: CacheHeaderBehavior.none(),
    });
    const apiOrigin = new HttpOrigin(props.apiDomainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY, customHeaders: props.apiOriginHeaders });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Marketplace site and API',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(props.domainName && props.certificate
        ? { domainNames: [props.domainName], certificate: props.certificate, minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021 }
        : {}),
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.spaBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/photos/*': {
          origin: S3BucketOrigin.withOriginAccessControl(props.photoBucket),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          compress: true,
          responseHeadersPolicy: photoHeaders,
        },
        // Before /api/*: CloudFront takes the first behaviour whose pattern matches.
        '/api/map/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
          cachePolicy: mapCachePolicy,
          compress: true,
          originRequestPolicy: apiRequestPolicy,
          responseHeadersPolicy: securityHeaders,
        },
        '/api/*': {
          origin: apiOrigin,
          // A redirect would turn a POST into a GET, so plain HTTP is refused instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCachePolicy,
          compress: true,
          originRequestPolicy: apiRequestPolicy,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });
    acknowledge(this.distribution, {
      'AwsSolutions-CFR1': 'Open houses and listings are for anyone who can visit them; no country is refused.',
      // AWS WAF for CloudFront: web ACL $5 + $1 per rule a month (AWS managed common rules, IP reputation and one rate rule: about $8)
      // plus $0.60 per million requests, and it must live in us-east-1 (a stack of its own). Not in this budget yet.
      'AwsSolutions-CFR2':
        'No AWS WAF yet (about $8 a month plus $0.60 per million requests, in a us-east-1 stack of its own): the functions rate-limit sign-ins and writes per account and per IP, and API Gateway throttles the stage.',
    });
    if (!props.certificate) {
      acknowledge(this.distribution, {
        'AwsSolutions-CFR4':
          "Without siteDomainName and certificateArn the site is served on CloudFront's own *.cloudfront.net certificate, whose TLS policy CloudFront fixes; with them the minimum is TLSv1.2_2021.",
      });
    }
  }
}
