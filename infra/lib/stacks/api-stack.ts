import { Annotations, CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { type CfnStage, HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { TAppConfig } from '../app-config';
import { ORIGIN_VERIFY_HEADER, OriginVerifySecret } from '../constructs/origin-verify-secret';
import { RouteApi } from '../constructs/route-api';
import { SiteDistribution, VIEWER_ADDRESS_HEADER } from '../constructs/site-distribution';
import { SpaDeployment } from '../constructs/spa-deployment';
import { isBuiltSpa } from '../paths';
import type { TEntryTable } from '../../../functions/src/entries';
import { QueueWorkers } from '../constructs/queue-workers';
import { Monitoring } from '../constructs/monitoring';
import { CRM_DELIVERY_WORKER } from '../../../functions/src/entries/crm-entries';
import { MLS_SYNC_WORKER } from '../../../functions/src/entries/mls-entries';
import type { DataStack } from './data-stack';

/** The HTTP API's access log line ($context variables of API Gateway). */
const API_ACCESS_LOG_FORMAT = {
  requestId: '$context.requestId',
  routeKey: '$context.routeKey',
  path: '$context.path',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  integrationLatencyMs: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  responseLength: '$context.responseLength',
  time: '$context.requestTime',
};

/** The route of Stripe's events, watched by an alarm of its own. */
const STRIPE_WEBHOOK_ROUTE = 'POST /api/stripe/webhook';

export type TApiStackProps = StackProps & {
  config: TAppConfig;
  data: DataStack;
  entries: TEntryTable;
  /** The built SPA; deployed only when it holds an index.html. */
  webDistDir: string;
};

/**
 * Everything rebuildable: the entry functions, the HTTP API and the CloudFront distribution. They share
 * one stack so the distribution's domain can become the functions' SITE_ORIGIN: the distribution needs
 * only the HttpApi, the functions need the distribution, and the API routes need the functions.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly site: SiteDistribution;
  readonly routeApi: RouteApi;
  readonly workers: QueueWorkers;
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: TApiStackProps) {
    super(scope, id, props);
    const { config, data } = props;

    // Imported, so neither OAC nor the deployment edits the data stack's buckets (that would be a cycle);
    // DataStack grants CloudFront read access itself.
    const spaBucket = Bucket.fromBucketAttributes(this, 'SpaBucketRef', {
      bucketName: data.spaBucket.bucketName,
      bucketRegionalDomainName: data.spaBucket.bucketRegionalDomainName,
    });
    const photoBucket = Bucket.fromBucketAttributes(this, 'PhotoBucketRef', {
      bucketName: data.photoBucket.bucketName,
      bucketRegionalDomainName: data.photoBucket.bucketRegionalDomainName,
    });
    const logBucket = Bucket.fromBucketAttributes(this, 'LogBucketRef', {
      bucketName: data.logBucket.bucketName,
      bucketRegionalDomainName: data.logBucket.bucketRegionalDomainName,
    });
    this.httpApi = new HttpApi(this, 'HttpApi', { description: 'Marketplace API (reached through CloudFront at /api)' });
    // One JSON line per request (request id, route, path, status, latency): the request id is the one 5xx answers show.
    const apiAccessLogs = new LogGroup(this, 'ApiAccessLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    const stage = this.httpApi.defaultStage!.node.defaultChild as CfnStage;
    stage.accessLogSettings = { destinationArn: apiAccessLogs.logGroupArn, format: JSON.stringify(API_ACCESS_LOG_FORMAT) };
    // Far above the site's traffic, far below the account's 10,000 requests/s that every API and function shares.
    stage.defaultRouteSettings = { throttlingRateLimit: 1000, throttlingBurstLimit: 2000 };
    const originVerify = new OriginVerifySecret(this, 'OriginVerify');
    // Browsers upload photos straight to the bucket with presigned POSTs (virtual-hosted style URLs).
    const photoUploadOrigins = [`https://${data.photoBucket.bucketName}.s3.${this.urlSuffix}`, `https://${data.photoBucket.bucketRegionalDomainName}`];
    this.site = new SiteDistribution(this, 'Site', {
      spaBucket,
      photoBucket,
      apiDomainName: `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
      apiOriginHeaders: { [ORIGIN_VERIFY_HEADER]: originVerify.headerValue },
      security: { uploadOrigins: photoUploadOrigins, mapStyleUrl: config.mapStyleUrl },
      logBucket,
      ...(config.siteDomainName && config.certificateArn
        ? { domainName: config.siteDomainName, certificate: Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn) }
        : {}),
    });
    Annotations.of(this.site).acknowledgeWarning(
      '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      'DataStack grants CloudFront read access to the SPA bucket',
    );
    if (config.siteDomainName && !config.certificateArn) {
      Annotations.of(this).addWarningV2(
        'marketplace:siteDomainWithoutCertificate',
        `siteDomainName ${config.siteDomainName} is the SITE_ORIGIN, but without -c certificateArn=<ACM certificate in us-east-1> CloudFront cannot serve it: point that name at another front end that forwards to the distribution.`,
      );
    }
    const siteHost = config.siteDomainName ?? this.site.distribution.distributionDomainName;
    const siteOrigin = `https://${siteHost}`;

    const {
      stripePriceSoloMonthly: soloMonthly,
      stripePriceSoloAnnual: soloAnnual,
      stripePriceTeamMonthly: teamMonthly,
      stripePriceTeamAnnual: teamAnnual,
    } = config;
    const prices = soloMonthly && soloAnnual && teamMonthly && teamAnnual ? { soloMonthly, soloAnnual, teamMonthly, teamAnnual } : undefined;
    const payments = { ...data.stripeSecrets, prices, publishableKey: config.stripePublishableKey };
    const resources = {
      table: data.table,
      photoBucket: data.photoBucket,
      queues: data.queues,
      scheduleGroups: data.scheduleGroups,
      ipHashSalt: data.ipHashSalt,
      mlsCredentialsKey: data.mlsCredentialsKey,
      mailFrom: config.mailFrom,
      mailConfigurationSet: data.mailConfigurationSet?.configurationSetName,
      payments,
    };
    // Resource names (TABLE_NAME, QUEUE_URL_…) come only with the grants, from the bindings.
    // The CRM settings reach the routes (Send a test lead) and the delivery worker alike; the event's source is the site's host.
    const everyFunction = {
      LOG_LEVEL: config.logLevel,
      CRM_EVENT_SOURCE: siteHost,
      ...(config.followUpBossSystem ? { FOLLOW_UP_BOSS_SYSTEM: config.followUpBossSystem } : {}),
      ...(config.mlsRegistry ? { MLS_REGISTRY: config.mlsRegistry } : {}),
    };
    this.routeApi = new RouteApi(this, 'Routes', {
      httpApi: this.httpApi,
      routes: props.entries.http,
      resources,
      environment: {
        ...everyFunction,
        SITE_ORIGIN: siteOrigin,
        APP_MODE: config.appMode,
        ORIGIN_VERIFY_HEADER: ORIGIN_VERIFY_HEADER.toLowerCase(),
        ORIGIN_VERIFY_SECRET_ARN: originVerify.secret.secretArn,
        // Believed only because the functions refuse requests without the origin secret.
        CLIENT_IP_HEADER: VIEWER_ADDRESS_HEADER.toLowerCase(),
        ...(config.extraOrigins ? { EXTRA_ORIGINS: config.extraOrigins } : {}),
      },
    });
    // The keys behind cursors, device cookies and two-factor secrets: every HTTP function reads them at its first request.
    for (const route of this.routeApi.functions.values()) for (const [name, key] of data.httpKeys) route.bindSecret(name, key);
    this.workers = new QueueWorkers(this, 'Workers', { workers: props.entries.workers, environment: everyFunction, resources });
    // Workers that mail people (alerts, thank-yous) link back to the site; the others get none of the HTTP settings.
    for (const worker of props.entries.workers)
      if (worker.resources.includes('mail:send')) this.workers.functions.get(worker.queue)?.fn.addEnvironment('SITE_ORIGIN', siteOrigin);

    for (const route of this.routeApi.functions.values()) originVerify.secret.grantRead(route.fn);

    this.monitoring = new Monitoring(this, 'Monitoring', {
      alarmTopic: data.alarmTopic,
      httpApi: this.httpApi,
      groups: [
        ...[...this.routeApi.areaFunctions].map(([area, functions]) => ({ name: area, scope: this.routeApi.areaStacks.get(area)!, functions })),
        ...[...this.workers.functions].map(([queue, fn]) => ({ name: `worker ${queue}`, scope: this.workers, functions: new Map([[`worker ${queue}`, fn]]) })),
      ],
      mlsSyncWorker: this.workers.functions.get(MLS_SYNC_WORKER.queue),
      crmDeliveryWorker: this.workers.functions.get(CRM_DELIVERY_WORKER.queue),
      stripeWebhook: this.routeApi.functions.get(STRIPE_WEBHOOK_ROUTE),
      functions: [...this.routeApi.functions.values(), ...this.workers.functions.values()],
      queues: data.queues,
    });

    if (isBuiltSpa(props.webDistDir)) {
      new SpaDeployment(this, 'Spa', { sourceDir: props.webDistDir, bucket: spaBucket, distribution: this.site.distribution });
    } else {
      Annotations.of(this).addInfo(`No built SPA in ${props.webDistDir}: run \`npm run build:web\` before deploying to upload it.`);
    }

    new CfnOutput(this, 'SiteUrl', { value: siteOrigin });
    new CfnOutput(this, 'ApiUrl', { value: `${siteOrigin}/api`, description: 'The API as the browser reaches it' });
    new CfnOutput(this, 'HttpApiEndpoint', { value: this.httpApi.apiEndpoint, description: 'The HTTP API itself, bypassing CloudFront' });
    new CfnOutput(this, 'DistributionId', { value: this.site.distribution.distributionId });
  }
}
