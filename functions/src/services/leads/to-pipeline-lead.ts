import type { TPipelineLead } from '@shared/schemas/lead-pipeline.schema';
import type { TAgentLead } from '../../data/agent-leads-repository';
import type { TLeadPipelineRecord } from '../../data/lead-pipeline-repository';
import type { TCrmDeliveryRecord } from '../../data/crm-records';
import { toCrmDeliveryView } from '../crm/crm-delivery-view';
import { scoreInputOf, type TEngagement } from './engagement';
import { scoreLeadWithEveryPoint } from './lead-score-points';

/** A lead as the pipeline shows it: what the person said, the agent's state of it, and its score with reasons. */
export function toPipelineLead(
  lead: TAgentLead,
  state: TLeadPipelineRecord | undefined,
  engagement: TEngagement | undefined,
  crmDelivery?: TCrmDeliveryRecord,
): TPipelineLead {
  const signIn = lead.source === 'open-house' ? lead.signIn : null;
  const { score, reasons } = scoreLeadWithEveryPoint(scoreInputOf(lead, engagement));
  return {
    id: lead.id,
    source: lead.source,
    listingId: lead.listingId,
    listingTitle: lead.listingTitle,
    openHouseId: lead.source === 'open-house' ? lead.openHouseId : null,
    openHouse: signIn?.openHouse ?? null,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    answers: signIn?.answers.map(({ question, answer }) => ({ question, answer })) ?? [],
    isOutsideHours: signIn?.isOutsideHours ?? false,
    consentGivenAt: signIn?.consent?.givenAt ?? null,
    createdAt: lead.createdAt,
    status: state?.status ?? 'new',
    notes: state?.notes ?? null,
    nextFollowUp: state?.nextFollowUp ?? null,
    score,
    reasons,
    removal: lead.removal ?? null,
    crmDelivery: crmDelivery ? toCrmDeliveryView(crmDelivery) : null,
  };
}
