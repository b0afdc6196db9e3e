import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  type AlarmProps,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  Stats,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { FilterPattern, type IFilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { constructIdOf } from '../route-types';
import type { QueueWithDlq } from './queue-with-dlq';
import type { RouteFunction } from './route-function';

/** The namespace of the metrics the log metric filters publish. */
export const METRIC_NAMESPACE = 'Marketplace';
/** CloudWatch refuses an alarm whose expression reads more than ten metrics: five functions' errors and throttles. */
const FUNCTIONS_PER_ALARM = 5;

/** Functions watched as one: a product area's routes, or one worker. */
export type TFunctionGroup = { name: string; scope: Construct; functions: ReadonlyMap<string, RouteFunction> };

export type TMonitoringProps = {
  alarmTopic: ITopic;
  httpApi: HttpApi;
  groups: readonly TFunctionGroup[];
  /** Absent from an entry table without them (tests); their alarms go with them. */
  mlsSyncWorker?: RouteFunction;
  crmDeliveryWorker?: RouteFunction;
  stripeWebhook?: RouteFunction;
  /** Every function, for the cold-start count. */
  functions: readonly RouteFunction[];
  queues: ReadonlyMap<string, QueueWithDlq>;
};

const FIVE_MINUTES = Duration.minutes(5);
const chunksOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The alarms of the stateless stack (the data stack alarms on its dead-letter queues and table throttles)
 * and the one dashboard. Failures the services handle themselves (an MLS run ending 'failed', a CRM send
 * retried) are counted from the workers' JSON logs by metric filters, so the code emits nothing new.
 */
export class Monitoring extends Construct {
  readonly alarms: Alarm[] = [];
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: TMonitoringProps) {
    super(scope, id);
    const alarm = (alarmScope: Construct, alarmId: string, alarmProps: AlarmProps) => {
      const created = new Alarm(alarmScope, alarmId, {
        treatMissingData: TreatMissingData.NOT_BREACHING,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        ...alarmProps,
      });
      created.addAlarmAction(new SnsAction(props.alarmTopic));
      this.alarms.push(created);
      return created;
    };

    // The API's 5xx share: handled errors become 5xx answers (never Lambda errors), crashes and timeouts too.
    const requests = props.httpApi.metricCount({ period: FIVE_MINUTES, statistic: Stats.SUM });
    const serverErrors = props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: Stats.SUM });
    alarm(this, 'Api5xxRateAlarm', {
      alarmDescription:
        'HTTP API: at least 5% of requests answered 5xx for 10 minutes (ignored under 20 requests per 5 minutes). Logs Insights on the functions\' log groups: filter level = "error".',
      metric: new MathExpression({
        expression: 'IF(requests >= 20, 100 * errors / requests, 0)',
        usingMetrics: { requests, errors: serverErrors },
        label: '5xx % of requests',
        period: FIVE_MINUTES,
      }),
      threshold: 5,
      evaluationPeriods: 2,
      datapointsToAlarm: 2,
    });

    // Lambda errors are crashes, timeouts and out-of-memory (the middleware turns thrown errors into 5xx answers);
    // throttles mean the account's concurrency ran out.
    for (const group of props.groups) {
      const chunks = chunksOf([...group.functions], FUNCTIONS_PER_ALARM);
      chunks.forEach((functions, i) => {
        const usingMetrics = Object.fromEntries(
          functions.flatMap(([, route], j) => [
            [`errors${j}`, route.fn.metricErrors({ period: FIVE_MINUTES, statistic: Stats.SUM })],
            [`throttles${j}`, route.fn.metricThrottles({ period: FIVE_MINUTES, statistic: Stats.SUM })],
          ]),
        );
        const part = chunks.length > 1 ? ` (${i + 1} of ${chunks.length})` : '';
        alarm(group.scope, `${constructIdOf(group.name)}FunctionsAlarm${chunks.length > 1 ? i + 1 : ''}`, {
          alarmDescription: `${group.name}${part}: Lambda errors (crash, timeout, out of memory) or throttles, 3 or more in 5 minutes, in ${functions.map(([key]) => key).join(', ')}.`,
          metric: new MathExpression({
            expression: Object.keys(usingMetrics).join(' + '),
            usingMetrics,
            label: `${group.name}${part} errors + throttles`,
            period: FIVE_MINUTES,
          }),
          threshold: 3,
          evaluationPeriods: 1,
        });
      });
    }

    const failureCounts: Metric[] = [];
    if (props.mlsSyncWorker) {
      const mlsFailures = logMetric(
        props.mlsSyncWorker,
        'MlsSyncFailures',
        FilterPattern.any(FilterPattern.stringValue('$.message', '=', 'mls sync failed'), FilterPattern.stringValue('$.message', '=', 'queue message failed')),
      );
      failureCounts.push(mlsFailures.with({ label: 'MLS sync failures' }));
      alarm(this, 'MlsSyncFailingAlarm', {
        alarmDescription:
          'MLS sync: 3 or more runs failed within an hour (log lines "mls sync failed" or "queue message failed" of the mls-sync worker; their configId names the configuration).',
        metric: mlsFailures.with({ period: Duration.hours(1) }),
        threshold: 3,
        evaluationPeriods: 1,
      });
    }
    if (props.crmDeliveryWorker) {
      // Every failed send throws after its "CRM delivery failed" line, so the worker's "queue message failed" counts each once.
      const crmFailures = logMetric(props.crmDeliveryWorker, 'CrmDeliveryFailures', FilterPattern.stringValue('$.message', '=', 'queue message failed'));
      failureCounts.push(crmFailures.with({ label: 'CRM send failures' }));
      alarm(this, 'CrmDeliveryFailingAlarm', {
        alarmDescription:
          'CRM delivery: 10 or more failed sends within an hour (each lead is tried 5 times before its dead-letter queue). The "CRM delivery failed" lines say which lead and why.',
        metric: crmFailures.with({ period: Duration.hours(1) }),
        threshold: 10,
        evaluationPeriods: 1,
      });
    }
    if (props.stripeWebhook) {
      const webhookFailures = logMetric(
        props.stripeWebhook,
        'StripeWebhookFailures',
        FilterPattern.any(FilterPattern.stringValue('$.level', '=', 'error'), FilterPattern.stringValue('$.message', '=', 'webhook signature refused')),
      );
      failureCounts.push(webhookFailures.with({ label: 'Stripe webhook failures' }));
      alarm(this, 'StripeWebhookFailingAlarm', {
        alarmDescription:
          "Stripe webhook: 3 or more events refused (bad signature: does the webhook secret hold this endpoint's signing secret?) or failed (5xx, crash) within 15 minutes. Stripe retries for 3 days.",
        metric: new MathExpression({
          expression: 'logged + crashed',
          usingMetrics: { logged: webhookFailures, crashed: props.stripeWebhook.fn.metricErrors({ statistic: Stats.SUM }) },
          label: 'Stripe webhook failures',
          period: Duration.minutes(15),
        }),
        threshold: 3,
        evaluationPeriods: 1,
      });
    }

    // Lambda's REPORT line carries "Init Duration" only on a cold start.
    for (const route of props.functions) coldStartFilter(route);
    const coldStarts = new Metric({ namespace: METRIC_NAMESPACE, metricName: 'ColdStarts', statistic: Stats.SUM, period: FIVE_MINUTES, label: 'Cold starts' });

    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `${Stack.of(this).stackName}-operations`, defaultInterval: Duration.hours(6) });
    const wide = { width: 12, height: 6 };
    const allFunctions = (metricName: string) =>
      new MathExpression({
        expression: `SEARCH('{AWS/Lambda,FunctionName} MetricName="${metricName}" ${Stack.of(this).stackName}', 'Sum', 300)`,
        usingMetrics: {},
        label: metricName,
        period: FIVE_MINUTES,
      });
    this.dashboard.addWidgets(
      new TextWidget({
        markdown:
          '## Marketplace\nAlarms go to the AlarmTopic of the data stack. What each alarm means and how to replay a dead-letter queue: README, "Operating it".',
        width: 24,
        height: 2,
      }),
      new GraphWidget({
        ...wide,
        title: 'Request rate (HTTP API, per minute)',
        left: [props.httpApi.metricCount({ period: Duration.minutes(1), statistic: Stats.SUM, label: 'Requests' })],
      }),
      new GraphWidget({
        ...wide,
        title: 'Latency p99 (ms)',
        left: [
          props.httpApi.metricLatency({ statistic: Stats.p(99), label: 'API p99' }),
          props.httpApi.metricIntegrationLatency({ statistic: Stats.p(99), label: 'Function p99' }),
        ],
      }),
      new GraphWidget({
        ...wide,
        title: 'Errors',
        left: [serverErrors.with({ label: 'API 5xx' }), props.httpApi.metricClientError({ period: FIVE_MINUTES, statistic: Stats.SUM, label: 'API 4xx' })],
        right: failureCounts,
      }),
      new GraphWidget({ ...wide, title: 'Lambda errors and throttles by function', left: [allFunctions('Errors')], right: [allFunctions('Throttles')] }),
      new GraphWidget({ ...wide, title: 'Cold starts (all functions, per 5 minutes)', left: [coldStarts] }),
      new GraphWidget({
        ...wide,
        title: 'Queue ages: oldest message (s)',
        left: [...props.queues].map(([name, queue]) => queue.queue.metricApproximateAgeOfOldestMessage({ statistic: Stats.MAXIMUM, label: name })),
        right: [...props.queues].map(([name, queue]) =>
          queue.deadLetterQueue.metricApproximateAgeOfOldestMessage({ statistic: Stats.MAXIMUM, label: `${name} dead letters` }),
        ),
      }),
    );
  }
}

/** Counts the log lines matching a pattern in the function's log group as a metric of our namespace. */
function logMetric(route: RouteFunction, metricName: string, pattern: IFilterPattern): Metric {
  new MetricFilter(route, `${metricName}Filter`, {
    logGroup: route.logGroup,
    filterPattern: pattern,
    metricNamespace: METRIC_NAMESPACE,
    metricName,
    metricValue: '1',
  });
  return new Metric({ namespace: METRIC_NAMESPACE, metricName, statistic: Stats.SUM, period: FIVE_MINUTES });
}

function coldStartFilter(route: RouteFunction): void {
  new MetricFilter(route, 'ColdStartFilter', {
    logGroup: route.logGroup,
    filterPattern: FilterPattern.literal('"Init Duration"'),
    metricNamespace: METRIC_NAMESPACE,
    metricName: 'ColdStarts',
    metricValue: '1',
  });
}
