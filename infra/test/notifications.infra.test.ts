import { Match } from 'aws-cdk-lib/assertions';
import { MAIL_FEEDBACK_WORKER, NOTIFICATION_DIGEST_SCHEDULE, NOTIFICATIONS_WORKER, OPEN_HOUSE_FOLLOW_UP_SCHEDULE } from '../../functions/src/entries/notification-entries';
import { actionsOf, functionIdsFor, synthMarketplace } from './support/synth-marketplace';

const { data, api } = synthMarketplace();
type TResource = { Type: string; Properties: Record<string, unknown> };
const resources = (template: typeof data) => template.toJSON().Resources as Record<string, TResource>;
const idOf = (template: typeof data, type: string, prefix: string) => Object.entries(resources(template)).find(([id, r]) => r.Type === type && id.startsWith(prefix) && r.Properties.RedrivePolicy)?.[0];
const variablesOf = (id: string) => (resources(api)[id]!.Properties.Environment as { Variables: Record<string, unknown> }).Variables;

describe('the notification pipeline in the cloud', () => {
  const notifyId = functionIdsFor(api, `worker ${NOTIFICATIONS_WORKER.queue}`)[0]!;

  it('has the notifications queue with its dead-letter queue after 5 receives, and an alarm on that queue', () => {
    const queueId = idOf(data, 'AWS::SQS::Queue', 'NotificationsQueue');
    expect(queueId).toBeDefined();
    expect(resources(data)[queueId!]!.Properties).toMatchObject({ VisibilityTimeout: NOTIFICATIONS_WORKER.visibilityTimeoutSeconds, RedrivePolicy: { maxReceiveCount: NOTIFICATIONS_WORKER.maxReceiveCount } });
    const dlqAlarms = Object.entries(resources(data)).filter(([id, r]) => r.Type === 'AWS::CloudWatch::Alarm' && id.startsWith('NotificationsQueue'));
    expect(dlqAlarms).toHaveLength(1);
  });

  it('runs the worker from that queue; it sends mail as the sender, links to the site and manages both one-time schedule groups', () => {
    const actions = actionsOf(api, notifyId);
    expect(actions).toEqual(expect.arrayContaining(['ses:SendEmail', 'sqs:ReceiveMessage', 'scheduler:CreateSchedule', 'scheduler:UpdateSchedule']));
    expect(variablesOf(notifyId)).toMatchObject({ SITE_ORIGIN: expect.anything(), MAIL_TRANSPORT: 'ses', MAIL_CONFIGURATION_SET: expect.anything() });
    for (const group of [NOTIFICATION_DIGEST_SCHEDULE.group, OPEN_HOUSE_FOLLOW_UP_SCHEDULE.group]) data.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: Match.stringLikeRegexp(`${group}$`) });
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
});
