import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { scheduleVariables } from '../../entries/entry-environment';
import type { TScheduleEntry } from '../../entries/entry-types';
import { getSchedulerClient } from '../../platform/scheduler-client';
import { rateExpression } from '../../entries/schedule-rate';

/** A recurring message to a schedule group's queue, e.g. one MLS configuration's auto-sync. */
export type TRecurringMessage = { name: string; everyMinutes: number; message: unknown };

/** A message sent once at an instant (an open house's end, a digest); Scheduler deletes the schedule after it fires. */
export type TOneTimeMessage = { name: string; at: Date; message: unknown };

/** Creates, changes and removes schedules by name; the function must be granted `schedules:<group>`. */
export type TScheduler = {
  put: (entry: TScheduleEntry, schedule: TRecurringMessage) => Promise<void>;
  /** Creates or moves a one-time schedule (same name: the new instant and message replace the old). */
  putOnce: (entry: TScheduleEntry, schedule: TOneTimeMessage) => Promise<void>;
  remove: (entry: TScheduleEntry, name: string) => Promise<void>;
};

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: grant the schedule group to this entry`);
  return value;
};

export { rateExpression } from '../../entries/schedule-rate';

/** EventBridge Scheduler's one-time expression, in UTC to the second (the schedule says ScheduleExpressionTimezone UTC). */
export const atExpression = (at: Date) => `at(${at.toISOString().slice(0, 19)})`;

const scheduleInput = (entry: TScheduleEntry, schedule: TRecurringMessage | TOneTimeMessage): CreateScheduleCommandInput => {
  const names = scheduleVariables(entry.group);
  return {
    Name: schedule.name,
    GroupName: required(names.group),
    ...('at' in schedule
      ? { ScheduleExpression: atExpression(schedule.at), ScheduleExpressionTimezone: 'UTC', ActionAfterCompletion: 'DELETE' }
      : { ScheduleExpression: rateExpression(schedule.everyMinutes) }),
    FlexibleTimeWindow: entry.flexibleWindowMinutes > 0 ? { Mode: 'FLEXIBLE', MaximumWindowInMinutes: entry.flexibleWindowMinutes } : { Mode: 'OFF' },
    Target: { Arn: required(names.targetArn), RoleArn: required(names.roleArn), Input: JSON.stringify(schedule.message) },
    State: 'ENABLED',
  };
};

/**
 * Update first (the common case once a schedule exists), create when there is none. Two callers may put
 * the same name at once (a message and its redelivery, two matches of one person's window): the one whose
 * create comes second finds it made and updates it instead. The SDK gives each call its idempotency token.
 */
const upsert = async (input: CreateScheduleCommandInput) => {
  const client = getSchedulerClient();
  try {
    await client.send(new UpdateScheduleCommand(input));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
    try {
      await client.send(new CreateScheduleCommand(input));
    } catch (createError) {
      if (!(createError instanceof ConflictException)) throw createError;
      await client.send(new UpdateScheduleCommand(input));
    }
  }
};

export const eventBridgeScheduler: TScheduler = {
  put: (entry, schedule) => upsert(scheduleInput(entry, schedule)),
  putOnce: (entry, schedule) => upsert(scheduleInput(entry, schedule)),
  remove: async (entry, name) => {
    try {
      await getSchedulerClient().send(new DeleteScheduleCommand({ Name: name, GroupName: required(scheduleVariables(entry.group).group) }));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  },
};
