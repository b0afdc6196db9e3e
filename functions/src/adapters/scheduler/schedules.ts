import { CreateScheduleCommand, DeleteScheduleCommand, ResourceNotFoundException, UpdateScheduleCommand } from '@aws-sdk/client-scheduler';
import { scheduleVariables } from '../../entries/entry-environment';
import type { TScheduleEntry } from '../../entries/entry-types';
import { getSchedulerClient } from '../../platform/scheduler-client';

/** A recurring message to a schedule group's queue, e.g. one MLS configuration's auto-sync. */
export type TRecurringMessage = { name: string; everyMinutes: number; message: unknown };

/** Creates, changes and removes schedules by name; the function must be granted `schedules:<group>`. */
export type TScheduler = {
  put: (entry: TScheduleEntry, schedule: TRecurringMessage) => Promise<void>;
  remove: (entry: TScheduleEntry, name: string) => Promise<void>;
};

const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: grant the schedule group to this entry`);
  return value;
};

/** EventBridge Scheduler's rate expression; a whole number of minutes (its finest unit). */
export const rateExpression = (minutes: number) => (minutes % 60 === 0 ? `rate(${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'})` : `rate(${minutes} ${minutes === 1 ? 'minute' : 'minutes'})`);

const scheduleInput = (entry: TScheduleEntry, schedule: TRecurringMessage) => {
  const names = scheduleVariables(entry.group);
  return {
    Name: schedule.name,
    GroupName: required(names.group),
    ScheduleExpression: rateExpression(schedule.everyMinutes),
    FlexibleTimeWindow: entry.flexibleWindowMinutes > 0 ? { Mode: 'FLEXIBLE' as const, MaximumWindowInMinutes: entry.flexibleWindowMinutes } : { Mode: 'OFF' as const },
    Target: { Arn: required(names.targetArn), RoleArn: required(names.roleArn), Input: JSON.stringify(schedule.message) },
    State: 'ENABLED' as const,
  };
};

/** Update first (the common case once a schedule exists), create when there is none. */
export const eventBridgeScheduler: TScheduler = {
  put: async (entry, schedule) => {
    const input = scheduleInput(entry, schedule);
    try {
      await getSchedulerClient().send(new UpdateScheduleCommand(input));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
      await getSchedulerClient().send(new CreateScheduleCommand(input));
    }
  },
  remove: async (entry, name) => {
    try {
      await getSchedulerClient().send(new DeleteScheduleCommand({ Name: name, GroupName: required(scheduleVariables(entry.group).group) }));
    } catch (error) {
      if (!(error instanceof ResourceNotFoundException)) throw error;
    }
  },
};
