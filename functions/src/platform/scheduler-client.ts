import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { getEnv } from './env';

let schedulerClient: SchedulerClient | undefined;

/** The EventBridge Scheduler client singleton (see dynamodb-client.ts for why clients live in separate files). */
export function getSchedulerClient(): SchedulerClient {
  schedulerClient ??= new SchedulerClient({ region: getEnv().AWS_REGION });
  return schedulerClient;
}
