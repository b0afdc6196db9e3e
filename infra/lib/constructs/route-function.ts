import { ArnFormat, Duration, RemovalPolicy, Stack, Tags } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, ParamsAndSecretsLayerVersion, ParamsAndSecretsVersions, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { ScheduleGroup } from './schedule-group';
import { queueUrlVariable, scheduleVariables } from '../../../functions/src/entries/entry-environment';
import { GLOBAL_INDEXES } from '../../../functions/src/data/table';
import { acknowledge, acknowledgeWildcardResources } from '../acknowledge';
import { handlerEntry, REPO_ROOT, ROOT_LOCKFILE, ROOT_TSCONFIG } from '../paths';
import { ESM_REQUIRE_BANNER, LAMBDA_ALIASES } from '../lambda-bundling';

/** The tag that marks every function built from our handlers (tests and cost reports find them by it). */
export const HANDLER_TAG = 'marketplace:handler';

/** No request path may Scan (ARCHITECTURE.md), so reads are granted without dynamodb:Scan. */
const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
const TABLE_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/** Every photo key starts here (functions/src/services/photos/photo-keys.ts), and CloudFront serves only this prefix. */
const PHOTO_PREFIX = 'photos/';
const PRIVATE_PREFIX = 'private/';

/** The Stripe price id of each plan. */
export type TPlanPriceIds = { soloMonthly: string; soloAnnual: string; teamMonthly: string; teamAnnual: string };

export type TRouteFunctionProps = {
  /** Module under functions/src without `.handler.ts`, e.g. `http/auth/sign-in`. */
  module: string;
  description?: string;
  /** Wins over every variable a bind helper would set. */
  environment?: Record<string, string>;
  /** Defaults suit a browser-facing route: 10 s, 512 MB. */
  timeoutSeconds?: number;
  memoryMb?: number;
  /** Packages with native code, installed for linux-arm64 next to the bundle (esbuild cannot inline them). */
  nativeModules?: readonly string[];
  /** Files under functions/src the code reads from beside itself at run time, copied next to the bundle. */
  dataFiles?: readonly string[];
};

/**
 * Every Lambda of the app (HTTP routes, webhooks, queue workers): one place fixes runtime, architecture,
 * logs, tracing and bundling; the entry sets timeout and memory. Grants go through the bind helpers,
 * which also set the matching environment variable.
 */
export class RouteFunction extends Construct {
  readonly fn: NodejsFunction;
  /** The function's own log group (metric filters and alarms read it). */
  readonly logGroup: LogGroup;
  private readonly environment: Record<string, string>;

  constructor(scope: Construct, id: string, props: TRouteFunctionProps) {
    super(scope, id);
    // No NODE_OPTIONS=--enable-source-maps: Node would read and parse the bundle's source map while the module
    // loads, on every cold start (measured here: about a third more module init for a hot read route). The
    // maps still ship beside each bundle, to symbolicate a logged stack trace offline (README, "Function bundles").
    this.environment = { ...props.environment };
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    this.logGroup = logGroup;
    // Its own role, writing to its own log group only: the managed AWSLambdaBasicExecutionRole may write to any.
    const role = new Role(this, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    this.fn = new NodejsFunction(this, 'Fn', {
      entry: handlerEntry(props.module),
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb ?? 512,
      timeout: Duration.seconds(props.timeoutSeconds ?? 10),
      tracing: Tracing.ACTIVE,
      logGroup,
      // functions/src/platform/secrets.ts reads Secrets Manager through this extension, not the SDK client.
      paramsAndSecrets: ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103),
      role,
      environment: { ...this.environment },
      projectRoot: REPO_ROOT,
      depsLockFilePath: ROOT_LOCKFILE,
      bundling: {
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        bundleAwsSDK: true, // pins the SDK version we test with instead of the runtime's
        banner: ESM_REQUIRE_BANNER,
        tsconfig: ROOT_TSCONFIG,
        // The shims and the one client-s3 (lambda-bundling.ts says why).
        esbuildArgs: Object.fromEntries(Object.entries(LAMBDA_ALIASES).map(([name, path]) => [`--alias:${name}`, path])),
        ...(props.dataFiles?.length ? { commandHooks: dataFileHooks(props.dataFiles) } : {}),
        ...(props.nativeModules?.length
          ? { nodeModules: [...props.nativeModules], environment: { npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' } }
          : {}),
      },
    });
    Tags.of(this.fn).add(HANDLER_TAG, props.module);
    acknowledge(this, {
      'AwsSolutions-IAM5[Resource::*]': 'X-Ray tracing (xray:PutTraceSegments, xray:PutTelemetryRecords): X-Ray has no resource-level permissions.',
      'AwsSolutions-L1': 'Node.js 22 is pinned on purpose: the bundles target node22 and the tests run on that major; Lambda supports it until 2027-04-30.',
      'Serverless-LambdaLatestVersion':
        'Node.js 22 is pinned on purpose: the bundles target node22 and the tests run on that major; Lambda supports it until 2027-04-30.',
      'Serverless-LambdaDLQ':
        'HTTP functions are invoked synchronously (the caller gets the error, a DLQ never receives anything); queue workers fail messages back to their queue, whose redrive policy moves them to its dead-letter queue.',
    });
  }

  /** Reads reach the table and each index by name; writes only the table (DynamoDB maintains the indexes). */
  bindTable(table: ITable, access: 'read' | 'write'): this {
    const resources = access === 'read' ? [table.tableArn, ...GLOBAL_INDEXES.map((index) => `${table.tableArn}/index/${index.name}`)] : [table.tableArn];
    this.fn.addToRolePolicy(new PolicyStatement({ actions: access === 'read' ? TABLE_READ_ACTIONS : TABLE_WRITE_ACTIONS, resources }));
    return this.setDefault('TABLE_NAME', table.tableName);
  }

  /**
   * Objects under photos/ only, where every photo key lives (services/photos/photo-keys.ts). Reads come with
   * s3:ListBucket so a missing photo answers 404, which the photo storage reads as absent, instead of 403.
   */
  bindPhotos(bucket: IBucket, access: 'read' | 'write'): this {
    const photos = bucket.arnForObjects(`${PHOTO_PREFIX}*`);
    if (access === 'read') {
      this.fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [photos] }));
      this.fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    } else {
      this.fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [photos] }));
    }
    acknowledgeWildcardResources(
      this,
      /\/photos\/\*$/,
      'Photo keys are made per user and listing at run time (photos/listings/<user>/<listing>/…), so object access is granted under the photos/ prefix, never the whole bucket.',
    );
    return this.setDefault('PHOTO_BUCKET', bucket.bucketName);
  }

  /** Objects of the photo bucket under private/ (an account's data export): never served, so outside photos/. */
  bindPrivateObjects(bucket: IBucket, access: 'read' | 'write'): this {
    const objects = bucket.arnForObjects(`${PRIVATE_PREFIX}*`);
    if (access === 'read') {
      this.fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [objects] }));
      this.fn.addToRolePolicy(
        new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn], conditions: { StringLike: { 's3:prefix': [`${PRIVATE_PREFIX}*`] } } }),
      );
    } else {
      this.fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [objects] }));
    }
    acknowledgeWildcardResources(
      this,
      /\/private\/\*$/,
      'Export keys are made per user and export at run time (private/exports/<user>/<export>.json), so object access is granted under the private/ prefix, never the whole bucket.',
    );
    return this.setDefault('PHOTO_BUCKET', bucket.bucketName);
  }

  /** Send to a worker's queue, found through QUEUE_URL_<NAME>. */
  bindQueue(name: string, queue: IQueue): this {
    queue.grantSendMessages(this.fn);
    return this.setDefault(queueUrlVariable(name), queue.queueUrl);
  }

  /** Create, change and delete schedules of one group, handing Scheduler only that group's role. */
  bindSchedules(name: string, group: ScheduleGroup): this {
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule'],
        resources: [group.schedulesArn()],
      }),
    );
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [group.role.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
    acknowledgeWildcardResources(
      this,
      /:schedule\/.*\/\*$/,
      'Schedules are created at run time, one per MLS configuration, so the grant covers the schedules of this one group.',
    );
    const names = scheduleVariables(name);
    return this.setDefault(names.group, group.groupName).setDefault(names.targetArn, group.targetQueue.queueArn).setDefault(names.roleArn, group.role.roleArn);
  }

  /** Amazon SES, for this sender only (its address identity or its domain's), through the configuration set that reports bounces. */
  bindMail(from: string, configurationSet?: string): this {
    const domain = from.split('@')[1] ?? from;
    const stack = Stack.of(this);
    const configurationSetArn = configurationSet ? [stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: configurationSet })] : [];
    this.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [
          stack.formatArn({ service: 'ses', resource: 'identity', resourceName: from }),
          stack.formatArn({ service: 'ses', resource: 'identity', resourceName: domain }),
          ...configurationSetArn,
        ],
        conditions: { StringEquals: { 'ses:FromAddress': from } },
      }),
    );
    if (configurationSet) this.setDefault('MAIL_CONFIGURATION_SET', configurationSet);
    return this.setDefault('MAIL_TRANSPORT', 'ses').setDefault('MAIL_FROM', from);
  }

  /**
   * Amazon Location Service Places, Geocode only: Places v2 has no resource of ours, so the grant names the AWS
   * place provider of the function's region (`arn:aws:geo-places:<region>::provider/default`).
   */
  bindGeocoder(): this {
    const provider = Stack.of(this).formatArn({
      service: 'geo-places',
      account: '',
      resource: 'provider',
      resourceName: 'default',
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    this.fn.addToRolePolicy(new PolicyStatement({ actions: ['geo-places:Geocode'], resources: [provider] }));
    return this.setDefault('GEOCODER', 'amazon-location');
  }

  /** Stripe: both secrets by ARN (loaded at cold start), the plans' price ids and the publishable key as plain configuration. */
  bindPayments(secretKey: ISecret, webhookSecret: ISecret, prices: TPlanPriceIds, publishableKey: string): this {
    return this.bindSecret('STRIPE_SECRET_KEY', secretKey)
      .bindSecret('STRIPE_WEBHOOK_SECRET', webhookSecret)
      .setDefault('STRIPE_PRICE_SOLO_MONTHLY', prices.soloMonthly)
      .setDefault('STRIPE_PRICE_SOLO_ANNUAL', prices.soloAnnual)
      .setDefault('STRIPE_PRICE_TEAM_MONTHLY', prices.teamMonthly)
      .setDefault('STRIPE_PRICE_TEAM_ANNUAL', prices.teamAnnual)
      .setDefault('STRIPE_PUBLISHABLE_KEY', publishableKey);
  }

  /** Read access to one secret, whose ARN the function finds in `<name>_SECRET_ARN` (never its value). */
  bindSecret(name: string, secret: ISecret): this {
    secret.grantRead(this.fn);
    return this.setDefault(`${name}_SECRET_ARN`, secret.secretArn);
  }

  /** Sets a variable unless the caller (or an earlier binding) already did. */
  private setDefault(key: string, value: string): this {
    if (this.environment[key] === undefined) {
      this.environment[key] = value;
      this.fn.addEnvironment(key, value);
    }
    return this;
  }
}

/**
 * Bundling hooks that copy an entry's data files (paths under functions/src) next to the bundle's index.mjs,
 * where `new URL('./name', import.meta.url)` finds them, as it finds them beside the source in the embedded
 * runtime and the tests.
 */
export function dataFileHooks(dataFiles: readonly string[]) {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir: string, outputDir: string) => dataFiles.map((file) => `cp "${inputDir}/functions/src/${file}" "${outputDir}/"`),
  };
}
