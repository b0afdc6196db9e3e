import { Link } from 'react-router-dom';
import { LEAD_SOURCES } from '@shared/constants/lead-capture';
import { LEAD_REMOVED_LABELS } from '@shared/constants/privacy';
import type { TPipelineLead } from '@shared/schemas/lead-pipeline.schema';
import { Badge } from '../../../components/ui/badge';
import { formatDate, formatOpenHouse, formatTime } from '../../../lib/format';
import { CrmDeliveryBadge } from './crm-delivery-badge';
import { LeadPipelineForm } from './lead-pipeline-form';
import { LeadScore } from './lead-score';

/** One lead: who, where from, what they said, its score, and the agent's pipeline fields. */
export function LeadCard({ lead }: { lead: TPipelineLead }) {
  const source = LEAD_SOURCES.find((s) => s.value === lead.source)?.label ?? lead.source;
  // A removed lead keeps its place (and counts), named for why the person's details are gone.
  const name = lead.removal ? LEAD_REMOVED_LABELS[lead.removal.reason] : lead.name;
  return (
    <article aria-label={name} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 wrap-anywhere shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h2 className={lead.removal ? 'text-lg font-semibold text-slate-600 italic' : 'text-lg font-semibold text-slate-900'}>{name}</h2>
          {!lead.removal && (
            <p className="text-sm text-slate-700">
              <a href={`mailto:${lead.email}`} className="break-all underline">
                {lead.email}
              </a>
              {lead.phone && (
                <>
                  &nbsp;·{' '}
                  <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} className="whitespace-nowrap underline">
                    {lead.phone}
                  </a>
                </>
              )}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge tone="brand">{source}</Badge>
            {lead.isOutsideHours && <Badge tone="warning">Outside the open house's hours</Badge>}
            {lead.crmDelivery && <CrmDeliveryBadge leadId={lead.id} delivery={lead.crmDelivery} />}
            <span>
              {lead.listingTitle && <>{lead.listingTitle}&nbsp;· </>}
              <time dateTime={lead.createdAt} className="whitespace-nowrap">
                {formatDate(lead.createdAt)}
              </time>
            </span>
          </div>
        </div>
        <LeadScore score={lead.score} reasons={lead.reasons} />
      </div>
      {(lead.source === 'open-house' || lead.message || lead.answers.length > 0) && (
        <dl className="space-y-1 text-sm text-slate-700">
          {lead.source === 'open-house' && <SignInFacts lead={lead} />}
          {lead.message && (
            <div>
              <dt className="font-medium text-slate-900">Message</dt>
              <dd>{lead.message}</dd>
            </div>
          )}
          {lead.answers.map((answer) => (
            <div key={answer.question}>
              <dt className="font-medium text-slate-900">{answer.question}</dt>
              <dd>{answer.answer}</dd>
            </div>
          ))}
        </dl>
      )}
      <LeadPipelineForm lead={lead} />
      {!lead.removal && (
        <Link
          to={`/messages?${new URLSearchParams({ q: lead.email, open: lead.id }).toString()}`}
          className="inline-block text-sm font-medium text-brand-800 underline"
        >
          Open the conversation in Messages
        </Link>
      )}
    </article>
  );
}

/** Which open house a visitor signed in at, and whether and when they agreed to be contacted. */
function SignInFacts({ lead }: { lead: TPipelineLead }) {
  const timeZone = lead.openHouse?.timeZone;
  return (
    <>
      {lead.openHouse && (
        <div>
          <dt className="font-medium text-slate-900">Open house</dt>
          <dd>
            {lead.listingTitle}&nbsp;· {formatOpenHouse(lead.openHouse.startsAt, lead.openHouse.endsAt, lead.openHouse.timeZone)}
          </dd>
        </div>
      )}
      {/* A removed lead's consent went with the person's details: neither given nor refused any more. */}
      {!lead.removal && (
        <div>
          <dt className="font-medium text-slate-900">Consent to be contacted</dt>
          <dd>
            {lead.consentGivenAt ? (
              <>
                Given <time dateTime={lead.consentGivenAt}>{`${formatDate(lead.consentGivenAt, timeZone)}, ${formatTime(lead.consentGivenAt, timeZone)}`}</time>
              </>
            ) : (
              'Not given'
            )}
          </dd>
        </div>
      )}
    </>
  );
}
