import { Building2, UserRound } from 'lucide-react';
import { DASHBOARD_BADGE_LIMIT } from '@shared/constants/branding';
import { ROLE_LABELS } from '@shared/constants/roles';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { TextLink } from '../../../components/ui/text-link';
import { previewItems } from '../lib/preview-items';
import { BrokerageMembershipStatus } from './brokerage-membership-status';

export function AgentProfileCard({ user }: { user: TCurrentUser }) {
  const { profile } = user;
  const imageUrl = user.profileImageUrl ?? profile.avatarUrl;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your profile</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex items-center gap-4">
          {imageUrl ? (
            <img src={imageUrl} alt="" className="size-16 rounded-full object-cover" />
          ) : (
            <span className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-800" aria-hidden="true">
              <UserRound className="size-8" />
            </span>
          )}
          <div>
            <p className="text-lg font-semibold text-slate-900">{profile.displayName}</p>
            <p className="text-sm text-slate-600">{profile.role === 'BROKER' ? ROLE_LABELS.BROKER : ROLE_LABELS.AGENT}</p>
            {profile.brokerageName && (
              <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
                <Building2 className="size-4 text-slate-500" aria-hidden="true" />
                {profile.brokerageName}
              </p>
            )}
            {profile.brokerageName && profile.role === 'AGENT' && <BrokerageMembershipStatus brokerageName={profile.brokerageName} />}
          </div>
        </div>
        <BadgeList title="Serving areas" items={profile.servingAreas} />
        <BadgeList title="Specialties" items={profile.specialties} />
      </CardContent>
    </Card>
  );
}

function BadgeList({ title, items }: { title: string; items: readonly string[] }) {
  const { shown, hiddenCount } = previewItems(items, DASHBOARD_BADGE_LIMIT);
  return (
    <div>
      <h3 className="text-sm font-medium text-slate-800">{title}</h3>
      {shown.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          None yet. <TextLink to="/theme">Add them</TextLink>
        </p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {shown.map((item) => (
            <li key={item}>
              <Badge tone="brand">{item}</Badge>
            </li>
          ))}
          {hiddenCount > 0 && (
            <li>
              <Badge>+{hiddenCount} more</Badge>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
