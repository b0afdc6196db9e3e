import { mkdtempSync, rmSync } from 'node:fs';
import { LOCAL_MLS_MEMBERS } from './local-mls-members';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateQueueCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { inject } from 'vitest';
import { mlsClientFactory } from '../../../functions/src/adapters/mls/mls-client-factory';
import { eventBridgeScheduler } from '../../../functions/src/adapters/scheduler/schedules';
import { listMlsSyncLogs } from '../../../functions/src/data/mls-sync-log-repository';
import type { TUserRecord, TProfileRecord } from '../../../functions/src/data/user-records';
import { MLS_SYNC_SCHEDULE } from '../../../functions/src/entries/mls-entries';
import { scheduleVariables } from '../../../functions/src/entries/entry-environment';
import { systemActor, userActor } from '../../../functions/src/services/actor';
import {
  createMlsConfiguration,
  deleteMlsConfiguration,
  listOwnMlsConfigurations,
  updateMlsConfiguration,
} from '../../../functions/src/services/mls/configurations/mls-configurations';
import { ZMlsSyncMessageSchema } from '../../../functions/src/services/mls/sync/mls-sync-message';
import { handleMlsSyncMessage } from '../../../functions/src/services/mls/sync/run-mls-sync';
import { createTestDeps } from '../../../functions/test/test-deps';
import { startLocalScheduler, type TLocalScheduler } from '../scheduler/local-scheduler';
import { startLocalMlsServers, type TLocalMlsServers } from './start-local-mls-servers';

const MINUTE = 60_000;
const ROLE = 'arn:aws:iam::000000000000:role/mls-sync-test';

/**
 * Auto-sync end to end under a test clock: the configuration's schedule (through the scheduler adapter
 * the routes use, against the local EventBridge Scheduler) puts a message on the queue every hour, the
 * worker syncs it, and deleting the configuration stops it.
 */
describe('MLS auto-sync on the scheduler', () => {
  const sqs = new SQSClient({ endpoint: inject('sqsEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  let scheduler: TLocalScheduler;
  let servers: TLocalMlsServers;
  let queueUrl: string;
  let dataDir: string;
  let now = Date.parse('2026-11-24T10:00:00Z');
  const { deps } = createTestDeps();
  const clock = { now: () => new Date(now) };

  beforeAll(async () => {
    Object.assign(process.env, inject('handlerEnv'));
    dataDir = mkdtempSync(join(tmpdir(), 'mls-auto-sync-'));
    servers = await startLocalMlsServers({
      resoPort: 0,
      retsPort: 0,
      originatingSystemName: 'mls-auto-sync test MLS',
      dataDir: join(dataDir, 'mls'),
      listingCount: 20,
    });
    queueUrl = (await sqs.send(new CreateQueueCommand({ QueueName: `mls-auto-sync-test-${Date.now()}` }))).QueueUrl!;
    const targetArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
    scheduler = await startLocalScheduler({
      port: 0,
      sqs,
      groups: [{ name: MLS_SYNC_SCHEDULE.group, roleArn: ROLE, targetArn }],
      stateFile: join(dataDir, 'schedules.json'),
      now: () => now,
      tick: false,
    });
    const names = scheduleVariables(MLS_SYNC_SCHEDULE.group);
    Object.assign(process.env, {
      AWS_ENDPOINT_URL_SCHEDULER: scheduler.endpoint,
      [names.group]: MLS_SYNC_SCHEDULE.group,
      [names.targetArn]: targetArn,
      [names.roleArn]: ROLE,
    });
  });

  afterAll(async () => {
    await scheduler.stop();
    await servers.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const receiveAll = async () =>
    (await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }))).Messages ?? [];

  const newAgent = () => {
    const agentId = `agent${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    return { agentId, agent: userActor({ user: { id: agentId } as TUserRecord, profile: { userId: agentId, role: 'AGENT' } as unknown as TProfileRecord }) };
  };
  const routeDeps = () => ({ ...deps, clock, scheduler: eventBridgeScheduler });
  const hourlyConfiguration = (agent: ReturnType<typeof newAgent>['agent']) =>
    createMlsConfiguration(routeDeps(), agent, {
      mlsProvider: 'Other',
      mlsName: 'Austin Local MLS',
      agentMlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId,
      officeMlsId: null,
      providerUrl: servers.reso.serviceRoot,
      tokenUrl: servers.reso.tokenUrl,
      username: servers.reso.clientId,
      password: servers.reso.clientSecret,
      userAgent: 'AutoSyncTest/1.0',
      userAgentPassword: null,
      version: null,
      resource: null,
      className: null,
      fieldOverrides: {},
      syncFrequency: 3600,
      autoSync: true,
    });

  it('syncs every hour while auto-sync is on, and stops when the configuration is deleted', async () => {
    const { agentId, agent } = newAgent();
    const config = await hourlyConfiguration(agent);

    now += 59 * MINUTE;
    expect(await scheduler.runDue(now)).toBe(0);
    now += MINUTE;
    expect(await scheduler.runDue(now)).toBe(1);
    const [message] = await receiveAll();
    const body = ZMlsSyncMessageSchema.parse(JSON.parse(message!.Body!));
    expect(body).toEqual({ kind: 'scheduled', userId: agentId, configId: config.id });

    const workerDeps = { ...deps, clock, mlsClients: mlsClientFactory({ requestsPerSecond: 1000 }), photos: null, fetchMedia: fetch };
    await handleMlsSyncMessage(workerDeps, systemActor('mls-sync-test'), body, { id: 'tick-1' });
    const [log] = await listMlsSyncLogs(deps.db, config.id, 5);
    expect(log).toMatchObject({ syncType: 'incremental', status: 'completed', propertiesProcessed: 20 });

    await deleteMlsConfiguration(routeDeps(), agent, { id: config.id });
    now += 3 * 60 * MINUTE;
    expect(await scheduler.runDue(now)).toBe(0);
    expect(await receiveAll()).toEqual([]);
  }, 120_000);

  it('shows as the next scheduled sync the time the schedule fires, counted from when it was made or changed', async () => {
    const { agent } = newAgent();
    const nextShown = async () => (await listOwnMlsConfigurations(routeDeps(), agent)).items[0]!.nextSyncAt;
    const config = await hourlyConfiguration(agent);
    expect(config.nextSyncAt).toBe(new Date(now + 60 * MINUTE).toISOString());

    // Half an hour later the frequency becomes two hours: the schedule starts again from the change.
    now += 30 * MINUTE;
    await updateMlsConfiguration(routeDeps(), agent, { id: config.id, changes: { syncFrequency: 7200 } });
    const shown = await nextShown();
    expect(shown).toBe(new Date(now + 120 * MINUTE).toISOString());
    expect(await scheduler.runDue(Date.parse(shown!) - MINUTE)).toBe(0);
    now = Date.parse(shown!);
    expect(await scheduler.runDue(now)).toBe(1);
    expect(await receiveAll()).toHaveLength(1);
    expect(await nextShown()).toBe(new Date(now + 120 * MINUTE).toISOString());

    await deleteMlsConfiguration(routeDeps(), agent, { id: config.id });
  }, 120_000);
});
