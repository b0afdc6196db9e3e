import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Construct } from 'constructs';
import type { TQueueWorkerEntry } from '../../../functions/src/entries/entry-types';
import { constructIdOf } from '../route-types';
import { bindRouteResources, type TRouteResourceRefs } from './route-bindings';
import { RouteFunction } from './route-function';
import { acknowledge } from '../acknowledge';

export type TQueueWorkersProps = {
  workers: readonly TQueueWorkerEntry[];
  /** What every function reads; workers get none of the HTTP settings. */
  environment: Record<string, string>;
  resources: TRouteResourceRefs;
};

/**
 * One function per worker entry with its own timeout and memory, fed by one SQS event source mapping
 * (batch size, batch window, partial batch failures) on the queue the data stack made for it.
 */
export class QueueWorkers extends Construct {
  readonly functions = new Map<string, RouteFunction>();

  constructor(scope: Construct, id: string, props: TQueueWorkersProps) {
    super(scope, id);
    for (const worker of props.workers) {
      const queue = props.resources.queues.get(worker.queue);
      if (!queue) throw new Error(`No queue for the worker of '${worker.queue}'.`);
      const fn = new RouteFunction(this, constructIdOf(worker.queue), {
        module: worker.handler,
        description: `worker ${worker.queue}`,
        environment: props.environment,
        timeoutSeconds: worker.timeoutSeconds,
        memoryMb: worker.memoryMb,
        nativeModules: worker.nativeModules,
      });
      bindRouteResources(fn, worker.resources, props.resources);
      fn.fn.addEventSource(
        new SqsEventSource(queue.queue, {
          batchSize: worker.batchSize,
          maxBatchingWindow: worker.batchWindowSeconds > 0 ? Duration.seconds(worker.batchWindowSeconds) : undefined,
          reportBatchItemFailures: true,
        }),
      );
      this.functions.set(worker.queue, fn);
    }
    acknowledge(this, {
      'Serverless-LambdaEventSourceMappingDestination':
        'Lambda offers on-failure destinations for stream and Kafka sources, not SQS: a failed message returns to its queue and, after maxReceiveCount receives, moves to its dead-letter queue, which alarms.',
    });
  }
}
