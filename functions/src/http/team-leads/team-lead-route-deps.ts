import { sqsQueueSender } from '../../adapters/queue/queue-sender';
import { eventBridgeScheduler } from '../../adapters/scheduler/schedules';
import { getDeps } from '../../deps';
import type { TTeamLeadDeps } from '../../services/team-leads/team-lead-deps';

/** For the routes that change a team lead's holder: the notifications queue (the alert) and the return schedules. */
export const getTeamLeadDeps = (): TTeamLeadDeps => ({ ...getDeps(), scheduler: eventBridgeScheduler, notificationQueue: sqsQueueSender });
