import { isProRole } from '@shared/constants/roles';
import type { TCurrentUser } from '@shared/schemas/user.schema';
import { AgentHomeScreen } from './agent-home-screen';
import { BuyerHome } from './buyer-home-screen';

/** `/` and `/dashboard` when signed in: the role's one dashboard (agents and brokers: the agent dashboard; buyers: the buyer portal). */
export function SignedInHomeScreen({ user }: { user: TCurrentUser }) {
  if (isProRole(user.profile.role)) return <AgentHomeScreen user={user} />;
  return <BuyerHome user={user} />;
}
