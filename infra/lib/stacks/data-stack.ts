import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription, SqsSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { ConfigurationSet, EmailSendingEvent, EventDestination } from 'aws-cdk-lib/aws-ses';
import { MAIL_FEEDBACK_WORKER } from '../../../functions/src/entries/notification-entries';
import { ACCOUNT_EXPORT_LINK_HOURS, ACCOUNT_EXPORTS_PREFIX } from '../../../shared/src/constants/account-data';
import { SERVED_PHOTO_PREFIXES } from '../../../shared/src/constants/photo-storage';
import type { Construct } from 'constructs';
import { GLOBAL_INDEXES, TABLE_KEYS } from '../../../functions/src/data/table';
import type { TQueueWorkerEntry, TScheduleEntry } from '../../../functions/src/entries/entry-types';
import { QueueWithDlq } from '../constructs/queue-with-dlq';
import { tableThrottleAlarms } from '../constructs/table-alarms';
import { acknowledge } from '../acknowledge';
import { ScheduleGroup } from '../constructs/schedule-group';
import { constructIdOf } from '../route-types';

export type TDataStackProps = StackProps & {
  /** One queue (with its dead-letter queue) per worker entry. */
  workers: readonly TQueueWorkerEntry[];
  /** One schedule group (with its sending role) per schedule entry. */
  schedules: readonly TScheduleEntry[];
  /** Origins that upload photos from the browser, when known at synth; see the photo bucket's CORS below. */
  uploadOrigins?: string[];
  /** Who gets the alarms by e-mail (context alarmEmail); without it the topic has no subscriber yet. */
  alarmEmail?: string;
};

const privateBucketDefaults = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  removalPolicy: RemovalPolicy.RETAIN,
} as const;

/** Everything that holds data: retained, encrypted, never public. The stateless stack gets these by props. */
export class DataStack extends Stack {
  readonly table: Table;
  readonly photoBucket: Bucket;
  readonly spaBucket: Bucket;
  /** S3 server access logs of both buckets and CloudFront's access logs, kept 90 days. */
  readonly logBucket: Bucket;
  /** Work queues by name, as the worker entries declare them. */
  readonly queues = new Map<string, QueueWithDlq>();
  readonly scheduleGroups = new Map<string, ScheduleGroup>();
  readonly ipHashSalt: Secret;
  /** Keys every HTTP function may read, by the variable name the functions use (HMAC and encryption keys). */
  readonly httpKeys = new Map<string, Secret>();
  /** Seals MLS credentials; only the entries that declare 'secret:mls-credentials-key' may read it. */
  readonly mlsCredentialsKey: Secret;
  /** Stripe's secret API key and the webhook endpoint's signing secret (values set by the operator). */
  readonly stripeSecrets: { secretKey: Secret; webhookSecret: Secret };
  /** Every alarm of the app goes here. Kept with the data, so a rebuilt API stack keeps its confirmed subscription. */
  readonly alarmTopic: Topic;
  /** Every mail is sent through it; SES publishes its bounces and complaints to the mail-feedback queue (absent without that worker). */
  readonly mailConfigurationSet?: ConfigurationSet;

  constructor(scope: Construct, id: string, props: TDataStackProps) {
    super(scope, id, props);

    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: 'Marketplace alarms', enforceSSL: true });
    if (props.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(props.alarmEmail));

    const key = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new Table(this, 'Table', {
      partitionKey: key(TABLE_KEYS.partitionKey),
      sortKey: key(TABLE_KEYS.sortKey),
      timeToLiveAttribute: TABLE_KEYS.ttlAttribute,
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of GLOBAL_INDEXES) {
      this.table.addGlobalSecondaryIndex({ indexName: index.name, partitionKey: key(index.partitionKey), sortKey: key(index.sortKey) });
    }

    // CloudFront's standard logs are written with ACLs, so this bucket allows them (object writer); nothing here is public.
    this.logBucket = new Bucket(this, 'LogBucket', {
      ...privateBucketDefaults,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });
    acknowledge(this.logBucket, { 'AwsSolutions-S1': 'This is the access-log bucket; logging its own access into itself would never end.' });
    const accessLogsOf = (prefix: string) => ({ serverAccessLogsBucket: this.logBucket, serverAccessLogsPrefix: `s3/${prefix}/` });

    this.photoBucket = new Bucket(this, 'PhotoBucket', {
      ...privateBucketDefaults,
      ...accessLogsOf('photos'),
      // Browsers upload with presigned POSTs straight from the site. The distribution's domain lives in the
      // stateless stack (reading it here would be a cycle), so without siteDomainName CORS allows any
      // origin: the presigned policy, not CORS, is what authorizes an upload.
      cors: [
        {
          allowedOrigins: props.uploadOrigins?.length ? props.uploadOrigins : ['*'],
          allowedMethods: [HttpMethods.POST, HttpMethods.GET, HttpMethods.PUT],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // A data export's archive is a full copy of someone's data: gone a day after its 24-hour link.
        { prefix: ACCOUNT_EXPORTS_PREFIX, expiration: Duration.days(Math.ceil(ACCOUNT_EXPORT_LINK_HOURS / 24) + 1) },
      ],
    });

    this.spaBucket = new Bucket(this, 'SpaBucket', { ...privateBucketDefaults, ...accessLogsOf('spa') });
    // CloudFront reads the SPA through origin access control. Naming the exact distribution here would make
    // this stack depend on the stateless one (a cycle), so the grant covers this account's distributions;
    // the bucket holds only the public SPA build.
    this.spaBucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.spaBucket.arnForObjects('*')],
        conditions: { ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` } },
      }),
    );

    // Listing and profile photos are public at /photos/* on the site: CloudFront (origin access control) may
    // read the served folders (SERVED_PHOTO_PREFIXES, which the local proxy serves too) and nothing else of the
    // bucket, so a support screenshot left under photos/support/ is not served either.
    this.photoBucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: SERVED_PHOTO_PREFIXES.map((prefix) => this.photoBucket.arnForObjects(`${prefix}*`)),
        conditions: { ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` } },
      }),
    );

    for (const worker of props.workers) {
      const queue = new QueueWithDlq(this, `${constructIdOf(worker.queue)}Queue`, {
        visibilityTimeout: Duration.seconds(worker.visibilityTimeoutSeconds),
        maxReceiveCount: worker.maxReceiveCount,
        alarmTopic: this.alarmTopic,
        name: worker.queue,
      });
      this.queues.set(worker.queue, queue);
    }
    // SES → SNS → the mail-feedback worker: hard bounces and complaints suppress the address.
    const feedbackQueue = this.queues.get(MAIL_FEEDBACK_WORKER.queue);
    if (feedbackQueue) {
      const feedbackTopic = new Topic(this, 'MailFeedbackTopic', { displayName: 'SES bounces and complaints', enforceSSL: true });
      // What SNS cannot deliver to the queue waits in the queue's own dead-letter queue, whose alarm fires.
      feedbackTopic.addSubscription(new SqsSubscription(feedbackQueue.queue, { rawMessageDelivery: true, deadLetterQueue: feedbackQueue.deadLetterQueue }));
      this.mailConfigurationSet = new ConfigurationSet(this, 'MailConfigurationSet', {});
      this.mailConfigurationSet.addEventDestination('BouncesAndComplaints', {
        destination: EventDestination.snsTopic(feedbackTopic),
        events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
      });
      acknowledge(feedbackTopic, {
        'AwsSolutions-SNS2':
          "SES events name recipients' addresses, already held in the table; SES cannot publish to a topic under the AWS-managed aws/sns key, and the queue it feeds is encrypted.",
      });
    }
    for (const schedule of props.schedules) {
      const target = this.queues.get(schedule.targetQueue);
      if (!target) throw new Error(`Schedule group '${schedule.group}' sends to '${schedule.targetQueue}', which no worker entry consumes.`);
      this.scheduleGroups.set(
        schedule.group,
        new ScheduleGroup(this, `${constructIdOf(schedule.group)}Schedules`, {
          group: schedule.group,
          targetQueue: target.queue,
          fixed: schedule.fixed,
          flexibleWindowMinutes: schedule.flexibleWindowMinutes,
        }),
      );
    }

    // Generated by Secrets Manager, so its value is in no template, and retained, so stored IP hashes and
    // rate-limit keys stay comparable across deploys.
    this.ipHashSalt = new Secret(this, 'IpHashSalt', {
      description: 'Salt of the one-way hashes of client IPs (rate limits, view counts)',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const httpKeys = {
      CURSOR_SIGNING_KEY: 'Signs paging cursors (HMAC), so a cursor cannot be forged or replayed on another query',
      DEVICE_COOKIE_KEY: 'Signs the device cookie of browsers that signed in before (HMAC)',
      TOTP_ENCRYPTION_KEY: 'Derives the AES-256-GCM key that encrypts two-factor secrets at rest',
    };
    for (const [name, description] of Object.entries(httpKeys)) {
      const id = name.toLowerCase().replace(/(^|_)(\w)/g, (_m, _s, c: string) => c.toUpperCase());
      this.httpKeys.set(
        name,
        new Secret(this, id, { description, generateSecretString: { passwordLength: 64, excludePunctuation: true }, removalPolicy: RemovalPolicy.RETAIN }),
      );
    }

    this.mlsCredentialsKey = new Secret(this, 'MlsCredentialsKey', {
      description: 'Derives the AES-256-GCM key that encrypts MLS passwords, client secrets and bearer tokens at rest',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Stripe issues these values, so nothing here can generate them: the operator stores them with
    // `aws secretsmanager put-secret-value`. Until then the generated placeholders make Stripe refuse every call.
    this.stripeSecrets = {
      secretKey: new Secret(this, 'StripeSecretKey', { description: 'Stripe secret API key (live or test mode)', removalPolicy: RemovalPolicy.RETAIN }),
      webhookSecret: new Secret(this, 'StripeWebhookSecret', {
        description: 'Signing secret of the Stripe webhook endpoint /api/stripe/webhook',
        removalPolicy: RemovalPolicy.RETAIN,
      }),
    };

    // A retained bucket must keep its SSL-only (and CloudFront) policy if this stack is ever deleted.
    for (const bucket of [this.photoBucket, this.spaBucket, this.logBucket]) bucket.policy?.applyRemovalPolicy(RemovalPolicy.RETAIN);

    // Rotating any of these would break what they protect, so none rotates on a schedule.
    const noRotation = (secret: Secret, reason: string) => acknowledge(secret, { 'AwsSolutions-SMG4': reason });
    noRotation(this.ipHashSalt, 'A new salt makes stored IP hashes incomparable (rate-limit windows, view de-duplication); it is retained for that reason.');
    for (const [name, secret] of this.httpKeys) {
      noRotation(
        secret,
        `${name} verifies or decrypts what it signed or sealed before (cursors, device cookies, two-factor secrets): rotating it needs a key-versioning scheme first.`,
      );
    }
    noRotation(this.mlsCredentialsKey, 'It decrypts the MLS credentials sealed with it; rotation needs re-sealing every stored credential first.');
    noRotation(
      this.stripeSecrets.secretKey,
      'Stripe issues this key: it is rolled in the Stripe dashboard and stored with put-secret-value (README "Deploying").',
    );
    noRotation(this.stripeSecrets.webhookSecret, 'Stripe issues this signing secret with the webhook endpoint: it is rolled in the Stripe dashboard.');
    acknowledge(this.alarmTopic, {
      'AwsSolutions-SNS2':
        'Alarm notifications carry alarm names and states, no data. CloudWatch cannot publish to a topic under the AWS-managed aws/sns key; a customer-managed key would cost $1 a month for nothing secret.',
      'Serverless-SNSRedrivePolicy':
        'The e-mail subscription: an alarm mail SNS could not deliver would land in a queue nobody reads; the alarm itself stays in CloudWatch in ALARM state until someone looks.',
    });

    for (const alarm of tableThrottleAlarms(
      this.table,
      GLOBAL_INDEXES.map((index) => index.name),
    ))
      alarm.addAlarmAction(new SnsAction(this.alarmTopic));

    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn, description: 'Subscribe the on-call channel here (e-mail: -c alarmEmail=…)' });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'PhotoBucketName', { value: this.photoBucket.bucketName });
    new CfnOutput(this, 'IpHashSaltSecretArn', { value: this.ipHashSalt.secretArn });
    new CfnOutput(this, 'StripeSecretKeySecretArn', { value: this.stripeSecrets.secretKey.secretArn });
    new CfnOutput(this, 'StripeWebhookSecretSecretArn', { value: this.stripeSecrets.webhookSecret.secretArn });
  }
}
