import { join } from 'node:path';
import { ConflictException, CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { SQSClient } from '@aws-sdk/client-sqs';
import { rateExpression } from '../../functions/src/entries/schedule-rate';
import { queueUrlVariable, scheduleVariables } from '../../functions/src/entries/entry-environment';
import type { TEntryTable } from '../../functions/src/entries';
import { loadHandler } from './handler-modules';
import { ensureWorkerQueues } from './provision';
import { startQueuePoller, type TQueuePoller } from './queue-poller';
import { startLocalScheduler, type TLocalScheduler } from './scheduler/local-scheduler';

export type TBackground = {
  /** QUEUE_URL_… and SCHEDULE_… variables, as infra sets them for the functions granted them. */
  environment: Record<string, string>;
  scheduler: TLocalScheduler;
  /** Starts polling every worker's queue; called once the handlers' configuration is in place. */
  startWorkers: () => void;
  stop: () => Promise<void>;
};

/** The IAM role a local schedule group "assumes"; the local scheduler checks schedules name it. */
const localRoleArn = (group: string) => `arn:aws:iam::000000000000:role/local-scheduler-${group}`;

/**
 * The background half of the entry table, locally: a queue (with its dead-letter queue) per worker, an
 * in-process scheduler speaking EventBridge Scheduler's protocol, and a poller per worker.
 */
export async function startBackground(options: {
  entries: TEntryTable;
  sqsEndpoint: string;
  schedulerPort: number;
  dataDir: string;
  onError: (error: unknown) => void;
}): Promise<TBackground> {
  const queues = await ensureWorkerQueues(options.sqsEndpoint, options.entries.workers);
  const queueOf = (name: string) => {
    const queue = queues.get(name);
    if (!queue) throw new Error(`no worker consumes the queue '${name}'`);
    return queue;
  };
  const environment: Record<string, string> = {};
  for (const [name, queue] of queues) environment[queueUrlVariable(name)] = queue.url;
  const groups = options.entries.schedules.map((entry) => ({
    name: entry.group,
    roleArn: localRoleArn(entry.group),
    targetArn: queueOf(entry.targetQueue).arn,
  }));
  for (const group of groups) {
    const names = scheduleVariables(group.name);
    Object.assign(environment, { [names.group]: group.name, [names.targetArn]: group.targetArn, [names.roleArn]: group.roleArn });
  }

  const sqs = new SQSClient({ endpoint: options.sqsEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const scheduler = await startLocalScheduler({
    port: options.schedulerPort,
    sqs,
    groups,
    stateFile: join(options.dataDir, 'scheduler', 'schedules.json'),
    onError: options.onError,
  });
  await createFixedSchedules(scheduler.endpoint, options.entries, groups);
  const pollers: TQueuePoller[] = [];
  return {
    environment,
    scheduler,
    startWorkers: () => {
      for (const entry of options.entries.workers) {
        const queue = queueOf(entry.queue);
        pollers.push(
          startQueuePoller({
            entry,
            sqs,
            queueUrl: queue.url,
            queueArn: queue.arn,
            loadHandler: () => loadHandler(entry.handler),
            concurrency: 2,
            onError: options.onError,
          }),
        );
      }
    },
    stop: async () => {
      await Promise.all(pollers.map((p) => p.stop()));
      await scheduler.stop();
      sqs.destroy();
    },
  };
}

/** The schedules infra makes with their group (a daily pass), made once in the embedded scheduler (kept in its state file). */
async function createFixedSchedules(
  endpoint: string,
  entries: TEntryTable,
  groups: readonly { name: string; roleArn: string; targetArn: string }[],
): Promise<void> {
  const client = new SchedulerClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    for (const entry of entries.schedules) {
      const group = groups.find((g) => g.name === entry.group);
      if (!entry.fixed || !group) continue;
      try {
        await client.send(
          new CreateScheduleCommand({
            Name: entry.fixed.name,
            GroupName: group.name,
            ScheduleExpression: rateExpression(entry.fixed.everyMinutes),
            FlexibleTimeWindow: { Mode: 'OFF' },
            Target: { Arn: group.targetArn, RoleArn: group.roleArn, Input: JSON.stringify(entry.fixed.message) },
            State: 'ENABLED',
          }),
        );
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
      }
    }
  } finally {
    client.destroy();
  }
}
