import { Building2, Mail } from 'lucide-react';
import { ROLE_LABELS } from '@shared/constants/roles';
import type { TAccount } from '@shared/schemas/account.schema';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { AccountAvatar } from './account-avatar';

/** Spec (Account): avatar and Change Photo, name, email, role badge, 'Active Subscription', brokerage. */
export function ProfileOverviewCard({ account }: { account: TAccount }) {
  const name = `${account.firstName} ${account.lastName}`.trim();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile Overview</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <AccountAvatar account={account} />
        <div className="space-y-2 text-center">
          <p className="text-lg font-semibold text-slate-900">{name || 'User'}</p>
          <p className="flex items-center justify-center gap-1.5 text-sm break-all text-slate-600">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {account.email}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Badge tone="brand">{ROLE_LABELS[account.role] ?? 'User'}</Badge>
            {account.subscriptionStatus === 'active' && <Badge tone="success">Active Subscription</Badge>}
          </div>
          {account.brokerageName && (
            <p className="flex items-center justify-center gap-1.5 text-sm text-slate-700">
              <Building2 className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
              {account.brokerageName}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
