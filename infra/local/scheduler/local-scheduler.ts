import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { GetQueueUrlCommand, SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { parseAtExpression, parseRateExpression } from './rate-expression';

/** A schedule group as infra creates it: its role may send to its target queue and nowhere else. */
export type TLocalScheduleGroup = { name: string; roleArn: string; targetArn: string };

type TStoredSchedule = {
  group: string;
  name: string;
  expression: string;
  /** null: a one-time at() schedule, deleted once it fired (ActionAfterCompletion DELETE). */
  intervalMs: number | null;
  targetArn: string;
  roleArn: string;
  input: string;
  state: 'ENABLED' | 'DISABLED';
  createdAt: number;
  nextFireAt: number;
};

export type TLocalScheduler = {
  endpoint: string;
  /** Sends the message of every schedule due at `now` and moves each to its next tick. */
  runDue: (now: number) => Promise<number>;
  stop: () => Promise<void>;
};

type TApiError = { status: number; type: string; message: string };

const apiError = (status: number, type: string, message: string): TApiError => ({ status, type, message });

const sendJson = (response: ServerResponse, status: number, body: unknown, errorType?: string) =>
  response.writeHead(status, { 'content-type': 'application/json', ...(errorType ? { 'x-amzn-errortype': errorType } : {}) }).end(JSON.stringify(body));

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** How long a change waits for others before the state file is written (a crash loses at most this much). */
const SAVE_DELAY_MS = 250;

/**
 * EventBridge Scheduler on loopback, speaking its REST-JSON protocol (CreateSchedule, UpdateSchedule,
 * GetSchedule, DeleteSchedule by name within a group), so the handlers' SDK adapter is the one the cloud
 * runs. `rate(...)` schedules fire first one interval after creation, then every interval; each tick
 * sends the target's Input to the target queue, as the group's role allows. Schedules persist in
 * `stateFile` (changes written together, within SAVE_DELAY_MS, and on stop); `runDue` is driven by a one-second timer, or by a test's own clock.
 */
export async function startLocalScheduler(options: {
  port: number;
  sqs: SQSClient;
  groups: readonly TLocalScheduleGroup[];
  stateFile: string;
  now?: () => number;
  /** false: no timer; the caller drives runDue (tests under a test clock). */
  tick?: boolean;
  onError?: (error: unknown) => void;
}): Promise<TLocalScheduler> {
  const now = options.now ?? Date.now;
  const groups = new Map(options.groups.map((g) => [g.name, g]));
  const schedules = new Map<string, TStoredSchedule>(
    existsSync(options.stateFile) ? (JSON.parse(readFileSync(options.stateFile, 'utf8')) as TStoredSchedule[]).map((s) => [`${s.group}/${s.name}`, s]) : [],
  );
  const writeState = () => {
    clearTimeout(pendingSave);
    pendingSave = undefined;
    mkdirSync(dirname(options.stateFile), { recursive: true });
    writeFileSync(`${options.stateFile}.tmp`, JSON.stringify([...schedules.values()], null, 2));
    renameSync(`${options.stateFile}.tmp`, options.stateFile);
  };
  // Changes are written together, at most every SAVE_DELAY_MS and on stop: rewriting the whole file on each put
  // (a saved-search alert burst puts thousands) blocked the process that runs the handlers for most of its time.
  let pendingSave: NodeJS.Timeout | undefined;
  const save = () => {
    pendingSave ??= setTimeout(writeState, SAVE_DELAY_MS);
  };

  const upsert = (name: string, body: Record<string, unknown>, isCreate: boolean): TStoredSchedule | TApiError => {
    const groupName = typeof body.GroupName === 'string' ? body.GroupName : 'default';
    const group = groups.get(groupName);
    if (!group) return apiError(404, 'ResourceNotFoundException', `Schedule group ${groupName} does not exist.`);
    const key = `${groupName}/${name}`;
    const existing = schedules.get(key);
    if (isCreate && existing) return apiError(409, 'ConflictException', `Schedule ${name} already exists.`);
    if (!isCreate && !existing) return apiError(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
    const expression = String(body.ScheduleExpression ?? '');
    const intervalMs = parseRateExpression(expression);
    const onceAt = parseAtExpression(expression, typeof body.ScheduleExpressionTimezone === 'string' ? body.ScheduleExpressionTimezone : undefined);
    if (intervalMs === null && onceAt === null)
      return apiError(400, 'ValidationException', `Invalid Schedule Expression ${expression} (the local scheduler runs rate() and UTC at() expressions).`);
    const target = (body.Target ?? {}) as { Arn?: string; RoleArn?: string; Input?: string };
    if (!target.Arn || !target.RoleArn) return apiError(400, 'ValidationException', 'Target.Arn and Target.RoleArn are required.');
    const at = now();
    const schedule: TStoredSchedule = {
      group: groupName,
      name,
      expression,
      intervalMs,
      targetArn: target.Arn,
      roleArn: target.RoleArn,
      input: target.Input ?? '{}',
      state: body.State === 'DISABLED' ? 'DISABLED' : 'ENABLED',
      createdAt: existing?.createdAt ?? at,
      nextFireAt: onceAt ?? at + intervalMs!,
    };
    schedules.set(key, schedule);
    save();
    return schedule;
  };

  const arnOf = (s: TStoredSchedule) => `arn:aws:scheduler:us-east-1:000000000000:schedule/${s.group}/${s.name}`;

  const route = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = /^\/schedules\/([^/]+)$/.exec(url.pathname);
    if (!match) return sendJson(response, 404, { Message: `Not supported locally: ${request.method} ${url.pathname}` }, 'ResourceNotFoundException');
    const name = decodeURIComponent(match[1]!);
    const method = request.method ?? 'GET';
    if (method === 'POST' || method === 'PUT') {
      const result = upsert(name, await readJson(request), method === 'POST');
      if ('status' in result) return sendJson(response, result.status, { Message: result.message }, result.type);
      return sendJson(response, 200, { ScheduleArn: arnOf(result) });
    }
    const key = `${url.searchParams.get('groupName') ?? 'default'}/${name}`;
    const schedule = schedules.get(key);
    if (!schedule) return sendJson(response, 404, { Message: `Schedule ${name} does not exist.` }, 'ResourceNotFoundException');
    if (method === 'DELETE') {
      schedules.delete(key);
      save();
      return sendJson(response, 200, {});
    }
    return sendJson(response, 200, {
      Arn: arnOf(schedule),
      GroupName: schedule.group,
      Name: schedule.name,
      ScheduleExpression: schedule.expression,
      State: schedule.state,
      CreationDate: schedule.createdAt / 1000,
      Target: { Arn: schedule.targetArn, RoleArn: schedule.roleArn, Input: schedule.input },
      FlexibleTimeWindow: { Mode: 'OFF' },
    });
  };

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      options.onError?.(error);
      if (!response.headersSent) sendJson(response, 400, { Message: 'Malformed request.' }, 'ValidationException');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));

  const queueUrls = new Map<string, string>();
  const queueUrlOf = async (arn: string) => {
    let url = queueUrls.get(arn);
    if (!url) {
      url = (await options.sqs.send(new GetQueueUrlCommand({ QueueName: arn.split(':').pop() }))).QueueUrl ?? '';
      queueUrls.set(arn, url);
    }
    return url;
  };

  let isRunning = false;
  const runDue = async (at: number) => {
    let sent = 0;
    let hasChanged = false;
    for (const schedule of schedules.values()) {
      if (schedule.state !== 'ENABLED' || schedule.nextFireAt > at) continue;
      const group = groups.get(schedule.group);
      // Scheduler acts as the group's role, which may send to the group's queue only.
      if (!group || schedule.roleArn !== group.roleArn || schedule.targetArn !== group.targetArn) {
        options.onError?.(new Error(`schedule ${schedule.group}/${schedule.name}: its role may not send to ${schedule.targetArn}`));
      } else {
        await options.sqs.send(new SendMessageCommand({ QueueUrl: await queueUrlOf(schedule.targetArn), MessageBody: schedule.input }));
        sent++;
      }
      hasChanged = true;
      if (schedule.intervalMs === null) {
        // A one-time schedule fires once (late, after a stop) and is deleted, as ActionAfterCompletion DELETE does.
        schedules.delete(`${schedule.group}/${schedule.name}`);
        continue;
      }
      // Ticks missed while stopped are not replayed: one message, then the next interval from now.
      schedule.nextFireAt += schedule.intervalMs;
      if (schedule.nextFireAt <= at) schedule.nextFireAt = at + schedule.intervalMs;
    }
    if (hasChanged) save();
    return sent;
  };

  const timer =
    options.tick === false
      ? undefined
      : setInterval(() => {
          if (isRunning) return;
          isRunning = true;
          runDue(now())
            .catch((error: unknown) => options.onError?.(error))
            .finally(() => (isRunning = false));
        }, 1000);

  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    runDue,
    stop: async () => {
      clearInterval(timer);
      if (pendingSave) writeState();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
