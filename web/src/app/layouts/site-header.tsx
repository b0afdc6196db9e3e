import { isProRole } from '@shared/constants/roles';
import { useSession } from '../../lib/use-session';
import { ProHeader } from './pro-header';
import { PublicHeader } from './public-header';

/** Agents and brokers get the professional header; everyone else the public one. */
export function SiteHeader() {
  const session = useSession();
  if (session.status === 'signed-in' && isProRole(session.user.profile.role)) return <ProHeader user={session.user} />;
  return <PublicHeader session={session} />;
}
