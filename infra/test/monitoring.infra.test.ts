import { Match, type Template } from 'aws-cdk-lib/assertions';
import { GLOBAL_INDEXES } from '../../functions/src/data/table';
import { ENTRIES } from '../../functions/src/entries';
import { CRM_DELIVERY_WORKER } from '../../functions/src/entries/crm-entries';
import { MLS_SYNC_WORKER } from '../../functions/src/entries/mls-entries';
import { functionIdsFor, handlerFunctions, synthMarketplace } from './support/synth-marketplace';

const { data, api } = synthMarketplace({ alarmEmail: 'on-call@example.com' });
type TResource = { Type: string; Properties: Record<string, unknown> };
const resourcesOf = (template: Template) => template.toJSON().Resources as Record<string, TResource>;
const alarmsOf = (template: Template) =>
  Object.values(resourcesOf(template))
    .filter((r) => r.Type === 'AWS::CloudWatch::Alarm')
    .map((r) => r.Properties);
const topicId = Object.keys(data.findResources('AWS::SNS::Topic'))[0]!;
/** The metrics an alarm reads, whether it watches one metric or an expression over several. */
const metricsOf = (alarm: Record<string, unknown>) =>
  ((alarm.Metrics as { MetricStat?: { Metric: { MetricName: string; Dimensions?: { Name: string; Value: unknown }[] } } }[] | undefined) ?? []).flatMap(
    (query) => (query.MetricStat ? [query.MetricStat.Metric] : []),
  );
const describedAs = (template: Template, pattern: RegExp) => alarmsOf(template).filter((alarm) => pattern.test(String(alarm.AlarmDescription)));

describe('the alarm topic', () => {
  it('e-mails the address given as context alarmEmail, over TLS only', () => {
    data.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'on-call@example.com', TopicArn: { Ref: topicId } });
    data.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('receives every alarm of both stacks', () => {
    for (const alarm of [...alarmsOf(data), ...alarmsOf(api)]) expect(alarm.AlarmActions, String(alarm.AlarmDescription)).toHaveLength(1);
    for (const alarm of alarmsOf(data)) expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
  });
});

describe('alarms', () => {
  it('fire on the first message in any dead-letter queue', () => {
    const dlqAlarms = alarmsOf(data).filter((alarm) => alarm.MetricName === 'ApproximateNumberOfMessagesVisible');
    expect(dlqAlarms).toHaveLength(ENTRIES.workers.length);
    for (const alarm of dlqAlarms) {
      expect(alarm).toMatchObject({
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [expect.stringMatching(/Dlq/), 'QueueName'] } }],
      });
    }
  });

  it("watch the HTTP API's 5xx share of requests", () => {
    const [alarm] = describedAs(api, /^HTTP API/);
    expect(alarm!.Metrics).toEqual(
      expect.arrayContaining([expect.objectContaining({ Expression: 'IF(requests >= 20, 100 * errors / requests, 0)', ReturnData: true })]),
    );
    expect(
      metricsOf(alarm!)
        .map((metric) => metric.MetricName)
        .sort(),
    ).toEqual(['5xx', 'Count']);
    expect(alarm).toMatchObject({ Threshold: 5 });
  });

  it("watch every function's errors and throttles, in groups CloudWatch accepts", () => {
    const watched = new Map<string, Set<string>>();
    for (const alarm of alarmsOf(api)) {
      const metrics = metricsOf(alarm);
      expect(metrics.length).toBeLessThanOrEqual(10);
      for (const metric of metrics.filter((m) => m.MetricName === 'Errors' || m.MetricName === 'Throttles')) {
        const fn = JSON.stringify(metric.Dimensions?.find((d) => d.Name === 'FunctionName')?.Value);
        watched.set(fn, (watched.get(fn) ?? new Set()).add(metric.MetricName));
      }
    }
    const functionIds = Object.keys(handlerFunctions(api));
    expect(functionIds).toHaveLength(ENTRIES.http.length + ENTRIES.workers.length);
    for (const id of functionIds) expect([...(watched.get(JSON.stringify({ Ref: id })) ?? [])].sort(), id).toEqual(['Errors', 'Throttles']);
  });

  it('count repeated MLS sync and CRM delivery failures and Stripe webhook failures from the logs of those functions', () => {
    const filterOn = (functionId: string, metricName: string) => {
      const logGroup = (resourcesOf(api)[functionId]!.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      api.hasResourceProperties('AWS::Logs::MetricFilter', {
        LogGroupName: { Ref: logGroup },
        MetricTransformations: [Match.objectLike({ MetricNamespace: 'Marketplace', MetricName: metricName, MetricValue: '1' })],
      });
    };
    filterOn(functionIdsFor(api, `worker ${MLS_SYNC_WORKER.queue}`)[0]!, 'MlsSyncFailures');
    filterOn(functionIdsFor(api, `worker ${CRM_DELIVERY_WORKER.queue}`)[0]!, 'CrmDeliveryFailures');
    filterOn(functionIdsFor(api, 'POST /api/stripe/webhook')[0]!, 'StripeWebhookFailures');
    expect(describedAs(api, /^MLS sync: 3 or more/)[0]).toMatchObject({ MetricName: 'MlsSyncFailures', Namespace: 'Marketplace', Period: 3600, Threshold: 3 });
    expect(describedAs(api, /^CRM delivery: 10 or more/)[0]).toMatchObject({ MetricName: 'CrmDeliveryFailures', Period: 3600, Threshold: 10 });
    expect(
      metricsOf(describedAs(api, /^Stripe webhook/)[0]!)
        .map((metric) => metric.MetricName)
        .sort(),
    ).toEqual(['Errors', 'StripeWebhookFailures']);
  });

  it('fire when DynamoDB throttles the table or an index', () => {
    const alarms = describedAs(data, /^DynamoDB throttled/);
    const metrics = alarms.flatMap((alarm) => metricsOf(alarm));
    expect(new Set(metrics.map((metric) => metric.MetricName))).toEqual(new Set(['ReadThrottleEvents', 'WriteThrottleEvents']));
    const indexes = new Set(
      metrics.flatMap((metric) => metric.Dimensions?.filter((d) => d.Name === 'GlobalSecondaryIndexName').map((d) => String(d.Value)) ?? []),
    );
    expect([...indexes].sort()).toEqual(GLOBAL_INDEXES.map((index) => index.name).sort());
    for (const alarm of alarms) expect(metricsOf(alarm).length).toBeLessThanOrEqual(10);
  });
});

describe('the dashboard', () => {
  const body = JSON.stringify(Object.values(api.findResources('AWS::CloudWatch::Dashboard'))[0]!.Properties.DashboardBody);

  it('shows request rate, p99 latency, errors, cold starts and queue ages', () => {
    for (const shown of ['Request rate', 'Latency p99', 'p99', '5xx', 'Errors', 'ColdStarts', 'ApproximateAgeOfOldestMessage'])
      expect(body, shown).toContain(shown);
  });

  it('counts cold starts from the REPORT line of every function', () => {
    const coldStartFilters = Object.values(
      api.findResources('AWS::Logs::MetricFilter', { Properties: { MetricTransformations: [Match.objectLike({ MetricName: 'ColdStarts' })] } }),
    );
    expect(coldStartFilters).toHaveLength(ENTRIES.http.length + ENTRIES.workers.length);
    expect(coldStartFilters[0]!.Properties.FilterPattern).toBe('"Init Duration"');
  });
});

it('keeps the topic without a subscriber when no alarmEmail is given', () => {
  const { data: bare } = synthMarketplace();
  // The one subscription is the mail-feedback queue's (SES bounces and complaints); nobody gets alarm mail.
  bare.resourceCountIs('AWS::SNS::Subscription', 1);
  bare.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'sqs' });
  bare.resourceCountIs('AWS::SNS::Topic', 2);
});
