import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateQueueCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { CreateScheduleCommand, GetScheduleCommand, ResourceNotFoundException, SchedulerClient } from '@aws-sdk/client-scheduler';
import { inject } from 'vitest';
import { eventBridgeScheduler } from '../../../functions/src/adapters/scheduler/schedules';
import { scheduleVariables } from '../../../functions/src/entries/entry-environment';
import { FIXTURE_SCHEDULE } from '../../../functions/test/fixtures/fixture-entries';
import { startLocalScheduler, type TLocalScheduler } from './local-scheduler';

const sqs = new SQSClient({ endpoint: inject('sqsEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const ROLE = 'arn:aws:iam::000000000000:role/fixture-ticks';
const MINUTE = 60_000;

/**
 * The scheduler adapter the handlers use (@aws-sdk/client-scheduler, REST-JSON) against the local
 * stand-in, under a clock the test moves. The target queue is the test's own, so nothing else reads it.
 */
describe('the scheduler adapter on the local EventBridge Scheduler', () => {
  let scheduler: TLocalScheduler;
  let queueUrl: string;
  let now = Date.parse('2026-11-24T10:00:00Z');

  const receiveAll = async () =>
    (await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }))).Messages ?? [];
  const schedulerClient = () =>
    new SchedulerClient({ endpoint: scheduler.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });

  beforeAll(async () => {
    queueUrl = (await sqs.send(new CreateQueueCommand({ QueueName: `scheduler-test-${Date.now()}` }))).QueueUrl!;
    const targetArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
    scheduler = await startLocalScheduler({
      port: 0,
      sqs,
      groups: [{ name: FIXTURE_SCHEDULE.group, roleArn: ROLE, targetArn }],
      stateFile: join(mkdtempSync(join(tmpdir(), 'scheduler-')), 'schedules.json'),
      now: () => now,
      tick: false,
    });
    const names = scheduleVariables(FIXTURE_SCHEDULE.group);
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_SCHEDULER: scheduler.endpoint,
      AWS_REGION: 'us-east-1',
      [names.group]: FIXTURE_SCHEDULE.group,
      [names.targetArn]: targetArn,
      [names.roleArn]: ROLE,
    });
  });

  afterAll(() => scheduler.stop());

  it('creates a rate(5 minutes) schedule that sends its message on time, and only then', async () => {
    await eventBridgeScheduler.put(FIXTURE_SCHEDULE, { name: 'every-five', everyMinutes: 5, message: { tick: 'five' } });
    now += 5 * MINUTE - 1;
    expect(await scheduler.runDue(now)).toBe(0);
    now += 1;
    expect(await scheduler.runDue(now)).toBe(1);
    expect((await receiveAll()).map((m) => JSON.parse(m.Body!))).toEqual([{ tick: 'five' }]);
    now += 5 * MINUTE;
    expect(await scheduler.runDue(now)).toBe(1);
    expect(await receiveAll()).toHaveLength(1);
  });

  it('updates a schedule by name: the new rate and message replace the old', async () => {
    await eventBridgeScheduler.put(FIXTURE_SCHEDULE, { name: 'every-five', everyMinutes: 60, message: { tick: 'hourly' } });
    const stored = await schedulerClient().send(new GetScheduleCommand({ Name: 'every-five', GroupName: FIXTURE_SCHEDULE.group }));
    expect(stored).toMatchObject({ ScheduleExpression: 'rate(1 hour)', Target: { Input: '{"tick":"hourly"}', RoleArn: ROLE } });
    now += 59 * MINUTE;
    expect(await scheduler.runDue(now)).toBe(0);
    now += MINUTE;
    expect(await scheduler.runDue(now)).toBe(1);
    expect((await receiveAll()).map((m) => JSON.parse(m.Body!))).toEqual([{ tick: 'hourly' }]);
  });

  it('deletes a schedule by name (twice is fine), after which nothing is sent', async () => {
    await eventBridgeScheduler.remove(FIXTURE_SCHEDULE, 'every-five');
    await eventBridgeScheduler.remove(FIXTURE_SCHEDULE, 'every-five');
    now += 24 * 60 * MINUTE;
    expect(await scheduler.runDue(now)).toBe(0);
    expect(await receiveAll()).toEqual([]);
    await expect(schedulerClient().send(new GetScheduleCommand({ Name: 'every-five', GroupName: FIXTURE_SCHEDULE.group }))).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
  });

  it('fires a one-time at() schedule once at its instant, then deletes it; putting it again moves it', async () => {
    await eventBridgeScheduler.putOnce(FIXTURE_SCHEDULE, { name: 'once', at: new Date(now + 10 * MINUTE), message: { tick: 'early' } });
    await eventBridgeScheduler.putOnce(FIXTURE_SCHEDULE, { name: 'once', at: new Date(now + 20 * MINUTE), message: { tick: 'moved' } });
    now += 10 * MINUTE;
    expect(await scheduler.runDue(now)).toBe(0);
    now += 10 * MINUTE;
    expect(await scheduler.runDue(now)).toBe(1);
    expect((await receiveAll()).map((m) => JSON.parse(m.Body!))).toEqual([{ tick: 'moved' }]);
    now += 60 * MINUTE;
    expect(await scheduler.runDue(now)).toBe(0);
    await expect(schedulerClient().send(new GetScheduleCommand({ Name: 'once', GroupName: FIXTURE_SCHEDULE.group }))).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
  });

  it('lets callers put the same new one-time schedule at once: each succeeds, and it fires once', async () => {
    const at = new Date(now + 5 * MINUTE);
    const puts = Array.from({ length: 8 }, () => eventBridgeScheduler.putOnce(FIXTURE_SCHEDULE, { name: 'raced', at, message: { tick: 'raced' } }));
    await expect(Promise.all(puts)).resolves.toHaveLength(8);
    now += 5 * MINUTE;
    expect(await scheduler.runDue(now)).toBe(1);
    expect((await receiveAll()).map((m) => JSON.parse(m.Body!))).toEqual([{ tick: 'raced' }]);
  });

  it('passes on an error other than the ones it settles: a put to a group that does not exist', async () => {
    const names = scheduleVariables(FIXTURE_SCHEDULE.group);
    process.env[names.group] = 'no-such-group';
    try {
      const failure = eventBridgeScheduler.put(FIXTURE_SCHEDULE, { name: 'nowhere', everyMinutes: 5, message: {} });
      await expect(failure).rejects.toBeInstanceOf(ResourceNotFoundException);
      await expect(failure).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 }, message: 'Schedule group no-such-group does not exist.' });
    } finally {
      process.env[names.group] = FIXTURE_SCHEDULE.group;
    }
  });

  it('keeps its schedules across a restart, a put just before the stop included', async () => {
    const stateFile = join(mkdtempSync(join(tmpdir(), 'scheduler-restart-')), 'schedules.json');
    const group = {
      name: FIXTURE_SCHEDULE.group,
      roleArn: ROLE,
      targetArn: (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!,
    };
    const first = await startLocalScheduler({ port: 0, sqs, groups: [group], stateFile, now: () => now, tick: false });
    const client = new SchedulerClient({ endpoint: first.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    await client.send(
      new CreateScheduleCommand({
        Name: 'kept',
        GroupName: group.name,
        ScheduleExpression: `at(${new Date(now + 5 * MINUTE).toISOString().slice(0, 19)})`,
        ScheduleExpressionTimezone: 'UTC',
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: { Arn: group.targetArn, RoleArn: ROLE, Input: '{"tick":"kept"}' },
      }),
    );
    await first.stop();
    const second = await startLocalScheduler({ port: 0, sqs, groups: [group], stateFile, now: () => now, tick: false });
    try {
      expect(await second.runDue(now + 5 * MINUTE)).toBe(1);
      expect((await receiveAll()).map((m) => JSON.parse(m.Body!))).toEqual([{ tick: 'kept' }]);
    } finally {
      await second.stop();
    }
  });
});
