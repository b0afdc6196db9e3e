import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export type TQueueWithDlqProps = {
  /** At least six times the consuming function's timeout, as Lambda's event source mapping advises. */
  visibilityTimeout: Duration;
  /** Receives before a message moves to the dead-letter queue. */
  maxReceiveCount: number;
};

/** A work queue whose messages move to a dead-letter queue after maxReceiveCount failed receives. */
export class QueueWithDlq extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: TQueueWithDlqProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'Dlq', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: props.visibilityTimeout,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: props.maxReceiveCount },
    });
  }
}
