import { Match, type Template } from 'aws-cdk-lib/assertions';
import { ENTRIES } from '../../functions/src/entries';
import { CRM_DELIVERY_WORKER } from '../../functions/src/entries/crm-entries';
import { MLS_SYNC_SCHEDULE, MLS_SYNC_WORKER } from '../../functions/src/entries/mls-entries';
import { LEAD_RETENTION_SCHEDULE } from '../../functions/src/entries/privacy-entries';
import { FIXTURE_SCHEDULE, FIXTURE_WORKER, withFixtureEntries } from '../../functions/test/fixtures/fixture-entries';
import { actionsOf, functionIdsFor, synthMarketplace } from './support/synth-marketplace';

/** The app's entries plus a test worker and schedule group, whose settings the tests choose. */
const { data, api } = synthMarketplace({}, { entries: withFixtureEntries(ENTRIES) });
const resourcesOf = (template: Template) => template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
const workerFunctionId = functionIdsFor(api, `worker ${FIXTURE_WORKER.queue}`)[0]!;
const queueIds = Object.entries(resourcesOf(data)).filter(([, r]) => r.Type === 'AWS::SQS::Queue');
const workQueueId = queueIds.find(([id, r]) => id.startsWith('FixtureWorkQueue') && r.Properties.RedrivePolicy)![0];

describe('a queue worker', () => {
  it('runs with its own timeout and memory and none of the HTTP settings', () => {
    const fn = resourcesOf(api)[workerFunctionId]!.Properties;
    expect(fn).toMatchObject({ Timeout: FIXTURE_WORKER.timeoutSeconds, MemorySize: FIXTURE_WORKER.memoryMb });
    const variables = Object.keys((fn.Environment as { Variables: Record<string, unknown> }).Variables);
    for (const httpSetting of ['SITE_ORIGIN', 'APP_MODE', 'IP_HASH_SALT', 'CLIENT_IP_HEADER']) expect(variables).not.toContain(httpSetting);
  });

  it('has one event source mapping with partial batch failures, its batch size and window', () => {
    const mappings = Object.values(resourcesOf(api)).filter(
      (r) => r.Type === 'AWS::Lambda::EventSourceMapping' && JSON.stringify(r.Properties.FunctionName) === JSON.stringify({ Ref: workerFunctionId }),
    );
    expect(mappings).toHaveLength(1);
    expect(mappings[0]!.Properties).toMatchObject({
      FunctionName: { Ref: workerFunctionId },
      BatchSize: FIXTURE_WORKER.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      EventSourceArn: { 'Fn::ImportValue': expect.stringContaining('FixtureWorkQueue') },
    });
  });

  it('consumes a queue with a dead-letter queue after maxReceiveCount and a visibility timeout of at least 6 × its timeout', () => {
    const queue = resourcesOf(data)[workQueueId]!.Properties as {
      VisibilityTimeout: number;
      RedrivePolicy: { maxReceiveCount: number; deadLetterTargetArn: unknown };
    };
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * FIXTURE_WORKER.timeoutSeconds);
    expect(queue.RedrivePolicy.maxReceiveCount).toBe(FIXTURE_WORKER.maxReceiveCount);
    expect(queue.RedrivePolicy.deadLetterTargetArn).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^FixtureWorkQueueDlq/), 'Arn'] });
    data.allResourcesProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
  });

  it('may receive and delete its messages, and touches nothing else it did not declare', () => {
    const actions = actionsOf(api, workerFunctionId);
    expect(actions).toEqual(expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage']));
    expect(actions.filter((a) => /^(s3|ses|scheduler):/.test(a))).toEqual([]);
  });
});

describe('a schedule group', () => {
  const roles = Object.entries(resourcesOf(data)).filter(
    ([, r]) => r.Type === 'AWS::IAM::Role' && JSON.stringify(r.Properties).includes('scheduler.amazonaws.com'),
  );
  const fixtureRoles = roles.filter(([id]) => id.startsWith('FixtureTicks'));

  it('is created for the entry, with a role only EventBridge Scheduler may assume', () => {
    data.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: Match.stringLikeRegexp(`${FIXTURE_SCHEDULE.group}$`) });
    expect(roles).toHaveLength(ENTRIES.schedules.length + 1);
    expect(fixtureRoles).toHaveLength(1);
  });

  it('lets that role send to its target queue and nothing else', () => {
    const roleId = fixtureRoles[0]![0];
    const policies = Object.values(resourcesOf(data)).filter(
      (r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.Roles) === JSON.stringify([{ Ref: roleId }]),
    );
    const statements = policies.flatMap((p) => (p.Properties.PolicyDocument as { Statement: { Action: string; Resource: unknown }[] }).Statement);
    expect(statements).toEqual([expect.objectContaining({ Action: 'sqs:SendMessage', Effect: 'Allow', Resource: { 'Fn::GetAtt': [workQueueId, 'Arn'] } })]);
  });
});

describe('the MLS sync worker', () => {
  const mlsFunctionId = functionIdsFor(api, `worker ${MLS_SYNC_WORKER.queue}`)[0]!;

  it('runs for a whole sync, with sharp beside its bundle', () => {
    expect(resourcesOf(api)[mlsFunctionId]!.Properties).toMatchObject({ Timeout: MLS_SYNC_WORKER.timeoutSeconds, MemorySize: MLS_SYNC_WORKER.memoryMb });
  });

  it('may write photos to the bucket and read the key that opens MLS credentials', () => {
    const actions = actionsOf(api, mlsFunctionId);
    expect(actions).toEqual(expect.arrayContaining(['s3:PutObject', 'secretsmanager:GetSecretValue', 'sqs:ReceiveMessage']));
    const variables = Object.keys((resourcesOf(api)[mlsFunctionId]!.Properties.Environment as { Variables: Record<string, unknown> }).Variables);
    expect(variables).toContain('MLS_CREDENTIALS_KEY_SECRET_ARN');
  });

  it('has its schedule group sending to its queue', () => {
    data.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: Match.stringLikeRegexp(`${MLS_SYNC_SCHEDULE.group}$`) });
  });
});

describe('the lead retention pass', () => {
  it("has its one daily schedule made with its group, sending its message to its queue through the group's role", () => {
    const fixed = LEAD_RETENTION_SCHEDULE.fixed;
    data.hasResourceProperties('AWS::Scheduler::Schedule', {
      Name: fixed.name,
      GroupName: { Ref: Match.stringLikeRegexp('^LeadRetentionSchedules') },
      ScheduleExpression: 'rate(24 hours)',
      FlexibleTimeWindow: { Mode: 'FLEXIBLE', MaximumWindowInMinutes: LEAD_RETENTION_SCHEDULE.flexibleWindowMinutes },
      Target: {
        Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^LeadRetentionQueue'), 'Arn'] },
        RoleArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^LeadRetentionSchedulesRole'), 'Arn'] },
        Input: JSON.stringify(fixed.message),
      },
    });
    expect(Object.values(resourcesOf(data)).filter((r) => r.Type === 'AWS::Scheduler::Schedule')).toHaveLength(1);
  });
});

describe('the CRM delivery worker', () => {
  const crmFunctionId = functionIdsFor(api, `worker ${CRM_DELIVERY_WORKER.queue}`)[0]!;
  const variablesOf = (functionId: string) =>
    Object.keys((resourcesOf(api)[functionId]!.Properties.Environment as { Variables: Record<string, unknown> }).Variables);

  it('consumes a queue whose messages go to a dead-letter queue after maxReceiveCount receives', () => {
    const [, queue] = queueIds.find(([id, r]) => id.startsWith('CrmDeliveryQueue') && r.Properties.RedrivePolicy)!;
    const properties = queue.Properties as { VisibilityTimeout: number; RedrivePolicy: { maxReceiveCount: number; deadLetterTargetArn: unknown } };
    expect(properties.RedrivePolicy.maxReceiveCount).toBe(CRM_DELIVERY_WORKER.maxReceiveCount);
    expect(properties.RedrivePolicy.deadLetterTargetArn).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^CrmDeliveryQueueDlq/), 'Arn'] });
    expect(properties.VisibilityTimeout).toBe(CRM_DELIVERY_WORKER.visibilityTimeoutSeconds);
  });

  it('may delay its own messages (the back-off), finds its queue, and reads the key that opens CRM secrets', () => {
    expect(actionsOf(api, crmFunctionId)).toEqual(
      expect.arrayContaining(['sqs:ChangeMessageVisibility', 'sqs:ReceiveMessage', 'secretsmanager:GetSecretValue']),
    );
    expect(variablesOf(crmFunctionId)).toEqual(expect.arrayContaining(['QUEUE_URL_CRM_DELIVERY', 'MLS_CREDENTIALS_KEY_SECRET_ARN']));
  });

  it("names the site's host as the events' source, and the registered Follow Up Boss system when one is given", () => {
    const { api: configured } = synthMarketplace({ siteDomainName: 'www.example.com', followUpBossSystem: 'ExampleHomes' });
    const worker = functionIdsFor(configured, `worker ${CRM_DELIVERY_WORKER.queue}`)[0]!;
    expect(resourcesOf(configured)[worker]!.Properties.Environment).toMatchObject({
      Variables: { CRM_EVENT_SOURCE: 'www.example.com', FOLLOW_UP_BOSS_SYSTEM: 'ExampleHomes' },
    });
  });

  it('is fed by every route that writes a lead', () => {
    for (const route of ['POST /api/properties/{id}/leads', 'POST /api/agent/{userId}/leads', 'POST /api/open-houses/{id}/sign-ins']) {
      const functionId = functionIdsFor(api, route)[0]!;
      expect(actionsOf(api, functionId), route).toContain('sqs:SendMessage');
      expect(variablesOf(functionId), route).toContain('QUEUE_URL_CRM_DELIVERY');
    }
  });
});

describe('HTTP settings', () => {
  it('appear only on HTTP functions, and SITE_ORIGIN on workers that mail people (links back to the site)', () => {
    const withSiteOrigin = Object.entries(resourcesOf(api)).filter(
      ([, r]) => r.Type === 'AWS::Lambda::Function' && JSON.stringify(r.Properties.Environment ?? {}).includes('SITE_ORIGIN'),
    );
    expect(withSiteOrigin.map(([id]) => id)).not.toContain(workerFunctionId);
    const mailingWorkers = ENTRIES.workers.filter((w) => w.resources.includes('mail:send')).length;
    expect(mailingWorkers).toBeGreaterThan(0);
    expect(withSiteOrigin).toHaveLength(ENTRIES.http.length + mailingWorkers + 1);
  });
});
