/**
 * The environment variables through which a function finds the queues and schedule groups it was
 * granted. infra sets them from the same names; the embedded runtime too.
 */
const upperSnake = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase();

export const queueUrlVariable = (queue: string) => `QUEUE_URL_${upperSnake(queue)}`;

export const scheduleVariables = (group: string) => ({
  /** The deployed group's name (infra may prefix it). */
  group: `SCHEDULE_GROUP_${upperSnake(group)}`,
  /** The ARN of the queue every schedule of the group sends to. */
  targetArn: `SCHEDULE_TARGET_ARN_${upperSnake(group)}`,
  /** The role Scheduler assumes to send there (it may send to that queue only). */
  roleArn: `SCHEDULE_ROLE_ARN_${upperSnake(group)}`,
});
