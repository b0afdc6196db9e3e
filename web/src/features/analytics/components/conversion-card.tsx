import { LEAD_STATUSES } from '@shared/constants/lead-capture';
import type { TLeadStatusCounts, TOpenHouseConversion } from '@shared/schemas/analytics.schema';
import { TitledCard } from '../../../components/ui/card';
import { formatNumber } from '../../../lib/format';
import { countOf, percentLabel, ratioLabel } from './analytics-format';

/** Sign-ins per open house and contactable leads per sign-in, with what they are made of. */
export function ConversionCard({ conversion }: { conversion: TOpenHouseConversion }) {
  return (
    <TitledCard title="Open-house conversion" description="Open houses count on the day they start; a lead here is a visitor who agreed to be contacted.">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-medium text-slate-600">Sign-ins per open house</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">{ratioLabel(conversion.signInsPerOpenHouse)}</dd>
          <dd className="text-xs text-slate-600">
            {countOf(conversion.signIns, 'sign-in', 'sign-ins')} at {countOf(conversion.openHouses, 'open house', 'open houses')}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-slate-600">Leads per sign-in</dt>
          <dd className="text-2xl font-bold text-slate-900 tabular-nums">
            {conversion.leadsPerSignIn === null ? '—' : percentLabel(conversion.contactableSignIns, conversion.signIns)}
          </dd>
          <dd className="text-xs text-slate-600">
            {formatNumber(conversion.contactableSignIns)} of {countOf(conversion.signIns, 'sign-in', 'sign-ins')} agreed to be contacted
          </dd>
        </div>
      </dl>
    </TitledCard>
  );
}

/** Where the leads stand now. */
export function LeadStatusNow({ counts }: { counts: TLeadStatusCounts }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800">Where your leads stand now</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {LEAD_STATUSES.map((status) => (
          <li key={status.value} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
            {status.label}: <span className="font-semibold tabular-nums">{formatNumber(counts[status.value])}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
