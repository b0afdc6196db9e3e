import { randomUUID } from 'node:crypto';
import { awsFetch } from '../../platform/aws-fetch';

/** A schedule as CreateSchedule and UpdateSchedule take it (the fields this app sets). */
export type TScheduleInput = {
  Name: string;
  GroupName: string;
  ScheduleExpression: string;
  ScheduleExpressionTimezone?: string;
  ActionAfterCompletion?: 'DELETE' | 'NONE';
  FlexibleTimeWindow: { Mode: 'OFF' | 'FLEXIBLE'; MaximumWindowInMinutes?: number };
  Target: { Arn: string; RoleArn: string; Input: string };
  State: 'ENABLED' | 'DISABLED';
};

const schedulePath = (name: string) => `/schedules/${encodeURIComponent(name)}`;

/**
 * EventBridge Scheduler's REST-JSON CreateSchedule (POST) and UpdateSchedule (PUT): the name in the path, the
 * rest in the body with a fresh idempotency token, as the SDK sends them.
 */
export async function writeSchedule(operation: 'create' | 'update', { Name, ...fields }: TScheduleInput): Promise<void> {
  await awsFetch('scheduler', schedulePath(Name), {
    method: operation === 'create' ? 'POST' : 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...fields, ClientToken: randomUUID() }),
  });
}

/** DeleteSchedule: the group and the idempotency token go in the query. */
export async function deleteSchedule(name: string, groupName: string): Promise<void> {
  const query = new URLSearchParams({ groupName, clientToken: randomUUID() });
  await awsFetch('scheduler', `${schedulePath(name)}?${query}`, { method: 'DELETE' });
}
