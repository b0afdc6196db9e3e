import { getMailSender } from '../../adapters/mail/mail-sender';
import { sqsQueueSender } from '../../adapters/queue/queue-sender';
import { eventBridgeScheduler } from '../../adapters/scheduler/schedules';
import { getDeps } from '../../deps';
import { NOTIFICATIONS_WORKER } from '../../entries/notification-entries';
import { getSiteOrigin } from '../../platform/env';
import { ZNotificationMessageSchema } from '../../services/notifications/notification-message';
import { notifyLeadCreated } from '../../services/notifications/notify-lead-created';
import { sendDigest } from '../../services/notifications/send-digest';
import { sendSecondMessage } from '../../services/notifications/send-second-message';
import { sendShowingConfirmation } from '../../services/notifications/send-showing-confirmation';
import { thankVisitorsAutomatically } from '../../services/notifications/thank-visitors-automatically';
import { poolNewLead } from '../../services/team-leads/pool-new-lead';
import { returnUncontactedLead } from '../../services/team-leads/return-uncontacted-lead';
import { matchListingEvents } from '../../services/saved-searches/match-listing-events';
import { sendSearchAlerts } from '../../services/saved-searches/send-search-alerts';
import { defineWorker } from '../define-worker';

export const handler = defineWorker(NOTIFICATIONS_WORKER, async (message) => {
  const deps = { ...getDeps(), mail: getMailSender(), scheduler: eventBridgeScheduler, siteOrigin: getSiteOrigin(), notificationQueue: sqsQueueSender };
  const body = ZNotificationMessageSchema.parse(message.body);
  if (body.kind === 'lead-created') {
    // A lead of a team member enters the team's pool before its agent is told (a lead given from the pool is in it already).
    if (!body.assigned) await poolNewLead(deps, body);
    return notifyLeadCreated(deps, body);
  }
  if (body.kind === 'team-lead-return-due') return void (await returnUncontactedLead(deps, body));
  if (body.kind === 'digest') return sendDigest(deps, body);
  if (body.kind === 'listing-changed') return void (await matchListingEvents(deps, body));
  if (body.kind === 'search-alerts-due') return sendSearchAlerts(deps, body);
  if (body.kind === 'second-message-due') return sendSecondMessage(deps, body);
  if (body.kind === 'showing-requested') return sendShowingConfirmation(deps, body);
  return thankVisitorsAutomatically(deps, body);
});
