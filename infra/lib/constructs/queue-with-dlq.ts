import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge } from '../acknowledge';

export type TQueueWithDlqProps = {
  /** At least six times the consuming function's timeout, as Lambda's event source mapping advises. */
  visibilityTimeout: Duration;
  /** Receives before a message moves to the dead-letter queue. */
  maxReceiveCount: number;
  /** Where the alarm on messages in the dead-letter queue goes. */
  alarmTopic: ITopic;
  /** The queue's name in the entry table, for the alarm's text. */
  name: string;
};

/**
 * A work queue whose messages move to a dead-letter queue after maxReceiveCount failed receives, and an
 * alarm as soon as one does: nothing reads a dead-letter queue but the person on call.
 */
export class QueueWithDlq extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly deadLetterAlarm: Alarm;

  constructor(scope: Construct, id: string, props: TQueueWithDlqProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'Dlq', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    acknowledge(this.deadLetterQueue, {
      'Serverless-SQSRedrivePolicy':
        'This is the dead-letter queue: its messages wait for a person (an alarm fires at the first one) and are replayed by hand.',
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: props.visibilityTimeout,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: props.maxReceiveCount },
    });
    this.deadLetterAlarm = new Alarm(this, 'DlqMessagesAlarm', {
      alarmDescription: `${props.name}: a message failed ${props.maxReceiveCount} times and waits in the dead-letter queue. Read it, fix the cause, then replay it (README "Operating it").`,
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: Stats.MAXIMUM }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.deadLetterAlarm.addAlarmAction(new SnsAction(props.alarmTopic));
  }
}
