import { MLS_TRUST_MESSAGES, mlsIdLabel } from '@shared/constants/mls-trust';
import type { TMlsConfiguration } from '@shared/schemas/mls.schema';
import { Badge } from '../../../components/ui/badge';
import { VerifyMemberDialog } from './verify-member-dialog';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A registered MLS's configuration: each of its MLS ids, Claimed or Verified, with Verify beside a claimed
 * one. While none is verified the configuration imports nothing, and the card says so.
 */
export function MemberVerifications({ configuration, mlsName }: { configuration: TMlsConfiguration; mlsName: string }) {
  const isNoneVerified = configuration.members.every((member) => member.status !== 'verified');
  return (
    <div className="space-y-3">
      <ul className="space-y-2" aria-label="MLS IDs">
        {configuration.members.map((member) => {
          const isVerified = member.status === 'verified';
          return (
            <li key={member.kind} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2">
              <div className="min-w-0 text-sm">
                <p className="text-slate-600">{capitalized(mlsIdLabel(member.kind))}</p>
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-all text-slate-900">{member.mlsId}</span>
                  <Badge tone={isVerified ? 'success' : 'warning'}>{isVerified ? 'Verified' : 'Claimed'}</Badge>
                </p>
                {!isVerified && member.reviewRequestedAt && <p className="mt-1 text-xs text-slate-600">{MLS_TRUST_MESSAGES.reviewPending}</p>}
              </div>
              {!isVerified && <VerifyMemberDialog configurationId={configuration.id} mlsName={mlsName} member={member} />}
            </li>
          );
        })}
      </ul>
      {isNoneVerified && configuration.members.length > 0 && (
        <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm break-words text-amber-900">
          {MLS_TRUST_MESSAGES.notVerifiedForSync(mlsName)}
        </p>
      )}
    </div>
  );
}
