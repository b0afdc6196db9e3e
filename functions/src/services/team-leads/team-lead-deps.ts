import type { TQueueSender } from '../../adapters/queue/queue-sender';
import type { TScheduler } from '../../adapters/scheduler/schedules';
import type { TDeps } from '../deps';

/** What a change of holder needs: the notifications queue (the assignee's alert) and one-time schedules (the return). */
export type TTeamLeadDeps = TDeps & { scheduler: Pick<TScheduler, 'putOnce'>; notificationQueue: TQueueSender };
