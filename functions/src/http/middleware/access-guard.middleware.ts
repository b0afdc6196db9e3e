import { ONLY_ADMINS_MESSAGE, isProRole } from '@shared/constants/roles';
import type { THttpRoute } from '../../entries/entry-types';
import { AppError } from '../../platform/app-error';
import { getDeps } from '../../deps';
import { assertCapability } from '../../services/subscriptions/plan-capabilities';
import { assertCanList } from '../../services/subscriptions/plan-limit';
import { stateOf, type TMiddleware } from './request-state';

/** Enforces the entry table's access level and plan capability: 401 when signed out, 403 when the role or plan does not fit. */
export const accessGuard = ({ access, capability }: Pick<THttpRoute, 'access' | 'capability'>): TMiddleware => ({
  before: async (request) => {
    if (access === 'public') return;
    const { auth } = stateOf(request);
    if (!auth) throw new AppError('UNAUTHORIZED', 'You are logged out. Sign in to continue.');
    const { profile } = auth;
    if ((access === 'pro' || access === 'subscribed') && !isProRole(profile.role)) throw new AppError('FORBIDDEN', 'Only agents and brokers can do this.');
    if (access === 'broker' && profile.role !== 'BROKER') throw new AppError('FORBIDDEN', 'Only brokers can do this.');
    if (access === 'admin' && !auth.user.isAdmin) throw new AppError('FORBIDDEN', ONLY_ADMINS_MESSAGE);
    if (access === 'subscribed') await assertCanList(getDeps(), auth);
    if (capability) await assertCapability(getDeps(), auth, capability);
  },
});
