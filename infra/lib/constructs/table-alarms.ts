import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, MathExpression, type Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';

/** CloudWatch refuses an alarm whose expression reads more than ten metrics. */
const MAX_ALARM_METRICS = 10;

/**
 * Read or write requests DynamoDB throttled, on the table or any of its indexes. On-demand tables throttle
 * too (a hot partition, the account's table limits), and a throttled write is a failed request somewhere.
 * Each alarm reads the two metrics of at most five of them (CloudWatch's ten); the first keeps its old id.
 */
export function tableThrottleAlarms(table: Table, indexNames: readonly string[]): Alarm[] {
  const throttles = (metricName: string, indexName?: string): Metric =>
    table.metric(metricName, {
      statistic: 'Sum',
      period: Duration.minutes(5),
      ...(indexName ? { dimensionsMap: { TableName: table.tableName, GlobalSecondaryIndexName: indexName } } : {}),
    });
  const sources = [undefined, ...indexNames];
  const perAlarm = MAX_ALARM_METRICS / 2;
  const alarms: Alarm[] = [];
  for (let start = 0; start < sources.length; start += perAlarm) {
    const metrics = sources
      .slice(start, start + perAlarm)
      .flatMap((index) => [throttles('ReadThrottleEvents', index), throttles('WriteThrottleEvents', index)]);
    const usingMetrics = Object.fromEntries(metrics.map((metric, i) => [`t${i}`, metric]));
    const part = alarms.length + 1;
    alarms.push(
      new Alarm(table, part === 1 ? 'ThrottleAlarm' : `ThrottleAlarm${part}`, {
        alarmDescription: `DynamoDB throttled requests on the table or an index${part === 1 ? '' : ` (part ${part})`}: requests are failing or retrying. See the dashboard and README "Operating it".`,
        metric: new MathExpression({
          expression: Object.keys(usingMetrics).join(' + '),
          usingMetrics,
          label: 'Throttled requests',
          period: Duration.minutes(5),
        }),
        threshold: 5,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }
  return alarms;
}
