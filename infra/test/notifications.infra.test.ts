import { Match } from 'aws-cdk-lib/assertions';
import {
  LEAD_POOL_RETURN_SCHEDULE,
  MAIL_FEEDBACK_WORKER,
  NOTIFICATION_DIGEST_SCHEDULE,
  NOTIFICATIONS_WORKER,
  OPEN_HOUSE_FOLLOW_UP_SCHEDULE,
} from '../../functions/src/entries/notification-entries';
import { actionsOf, functionIdsFor, synthMarketplace } from './support/synth-marketplace';

const { data, api } = synthMarketplace();
type TResource = { Type: string; Properties: Record<string, unknown> };
const resources = (template: typeof data) => template.toJSON().Resources as Record<string, TResource>;
const idOf = (template: typeof data, type: string, prefix: string) =>
  Object.entries(resources(template)).find(([id, r]) => r.Type === type && id.startsWith(prefix) && r.Properties.RedrivePolicy)?.[0];
const variablesOf = (id: string) => (resources(api)[id]!.Properties.Environment as { Variables: Record<string, unknown> }).Variables;

describe('the notification pipeline in the cloud', () => {
  const notifyId = functionIdsFor(api, `worker ${NOTIFICATIONS_WORKER.queue}`)[0]!;

  it('has the notifications queue with its dead-letter queue after 5 receives, and an alarm on that queue', () => {
    const queueId = idOf(data, 'AWS::SQS::Queue', 'NotificationsQueue');
    expect(queueId).toBeDefined();
    expect(resources(data)[queueId!]!.Properties).toMatchObject({
      VisibilityTimeout: NOTIFICATIONS_WORKER.visibilityTimeoutSeconds,
      RedrivePolicy: { maxReceiveCount: NOTIFICATIONS_WORKER.maxReceiveCount },
    });
    const dlqAlarms = Object.entries(resources(data)).filter(([id, r]) => r.Type === 'AWS::CloudWatch::Alarm' && id.startsWith('NotificationsQueue'));
    expect(dlqAlarms).toHaveLength(1);
  });

  it('runs the worker from that queue; it sends mail as the sender, links to the site and manages both one-time schedule groups', () => {
    const actions = actionsOf(api, notifyId);
    expect(actions).toEqual(expect.arrayContaining(['ses:SendEmail', 'sqs:ReceiveMessage', 'scheduler:CreateSchedule', 'scheduler:UpdateSchedule']));
    expect(variablesOf(notifyId)).toMatchObject({ SITE_ORIGIN: expect.anything(), MAIL_TRANSPORT: 'ses', MAIL_CONFIGURATION_SET: expect.anything() });
    for (const group of [NOTIFICATION_DIGEST_SCHEDULE.group, OPEN_HOUSE_FOLLOW_UP_SCHEDULE.group, LEAD_POOL_RETURN_SCHEDULE.group])
      data.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: Match.stringLikeRegexp(`${group}$`) });
  });

  it('feeds SES bounces and complaints through a topic into the mail-feedback queue (raw delivery), whose worker has no mail or site settings', () => {
    data.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({ Enabled: true, MatchingEventTypes: Match.arrayWith(['bounce', 'complaint']), SnsDestination: Match.anyValue() }),
    });
    const feedbackQueueId = idOf(data, 'AWS::SQS::Queue', 'MailFeedbackQueue')!;
    data.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'sqs', RawMessageDelivery: true, Endpoint: { 'Fn::GetAtt': [feedbackQueueId, 'Arn'] } });
    const feedbackId = functionIdsFor(api, `worker ${MAIL_FEEDBACK_WORKER.queue}`)[0]!;
    expect(Object.keys(variablesOf(feedbackId))).not.toContain('SITE_ORIGIN');
    expect(actionsOf(api, feedbackId).filter((a) => a.startsWith('ses:'))).toEqual([]);
  });

  describe('SES → SNS → SQS → the suppression worker, link by link', () => {
    const feedbackQueueId = idOf(data, 'AWS::SQS::Queue', 'MailFeedbackQueue')!;
    const feedbackDlqId = (resources(data)[feedbackQueueId]!.Properties.RedrivePolicy as { deadLetterTargetArn: { 'Fn::GetAtt': [string, string] } })
      .deadLetterTargetArn['Fn::GetAtt'][0];
    const topicId = Object.entries(resources(data)).find(([id, r]) => r.Type === 'AWS::SNS::Topic' && id.startsWith('MailFeedbackTopic'))![0];
    const configurationSetId = Object.entries(resources(data)).find(([, r]) => r.Type === 'AWS::SES::ConfigurationSet')![0];
    type TStatement = { Effect: string; Action: string | string[]; Principal?: unknown; Condition?: Record<string, Record<string, unknown>> };
    const statementsOf = (type: string, target: string) =>
      Object.values(resources(data))
        .filter((r) => r.Type === type && JSON.stringify(r.Properties.Topics ?? r.Properties.Queues) === JSON.stringify([{ Ref: target }]))
        .flatMap((r) => (r.Properties.PolicyDocument as { Statement: TStatement[] }).Statement)
        .filter((s) => s.Effect === 'Allow');

    it("SES publishes the configuration set's bounces and complaints to the topic; nobody else may publish", () => {
      data.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
        ConfigurationSetName: { Ref: configurationSetId },
        EventDestination: Match.objectLike({ SnsDestination: { TopicARN: { Ref: topicId } } }),
      });
      const allowed = statementsOf('AWS::SNS::TopicPolicy', topicId);
      expect(allowed).toHaveLength(1);
      expect(allowed[0]).toMatchObject({
        Action: 'sns:Publish',
        Principal: { Service: 'ses.amazonaws.com' },
        Condition: { StringEquals: { 'AWS:SourceAccount': { Ref: 'AWS::AccountId' } } },
      });
      expect(JSON.stringify(allowed[0]!.Condition!.StringEquals!['AWS:SourceArn'])).toContain(configurationSetId);
    });

    it("the topic may deliver to the queue, and what it cannot deliver waits in the queue's dead-letter queue (alarmed)", () => {
      data.hasResourceProperties('AWS::SNS::Subscription', {
        TopicArn: { Ref: topicId },
        RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [feedbackDlqId, 'Arn'] } },
      });
      for (const queueId of [feedbackQueueId, feedbackDlqId]) {
        expect(statementsOf('AWS::SQS::QueuePolicy', queueId)).toEqual([
          expect.objectContaining({
            Action: 'sqs:SendMessage',
            Principal: { Service: 'sns.amazonaws.com' },
            Condition: { ArnEquals: { 'aws:SourceArn': { Ref: topicId } } },
          }),
        ]);
      }
      const alarms = Object.values(resources(data)).filter(
        (r) => r.Type === 'AWS::CloudWatch::Alarm' && JSON.stringify(r.Properties.Dimensions ?? []).includes(feedbackDlqId),
      );
      expect(alarms).toHaveLength(1);
    });

    it('the worker alone reads the queue (partial batch failures) and may write the suppression list', () => {
      const feedbackId = functionIdsFor(api, `worker ${MAIL_FEEDBACK_WORKER.queue}`)[0]!;
      const mappings = Object.values(resources(api)).filter(
        (r) => r.Type === 'AWS::Lambda::EventSourceMapping' && JSON.stringify(r.Properties.EventSourceArn).includes(feedbackQueueId),
      );
      expect(mappings).toHaveLength(1);
      expect(mappings[0]!.Properties).toMatchObject({
        FunctionName: { Ref: feedbackId },
        BatchSize: MAIL_FEEDBACK_WORKER.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
      expect(actionsOf(api, feedbackId)).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'sqs:ReceiveMessage', 'sqs:DeleteMessage']));
    });

    it('every function that may send mail sends it through that configuration set, so each bounce and complaint comes back', () => {
      const senders = Object.keys(resources(api)).filter(
        (id) => resources(api)[id]!.Type === 'AWS::Lambda::Function' && actionsOf(api, id).includes('ses:SendEmail'),
      );
      expect(senders.length).toBeGreaterThan(3);
      for (const id of senders) expect(JSON.stringify(variablesOf(id).MAIL_CONFIGURATION_SET), id).toContain(configurationSetId);
    });
  });
});
