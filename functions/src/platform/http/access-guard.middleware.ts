import { isProRole } from '@shared/constants/roles';
import { AppError } from '../app-error';
import type { TAccess } from '../../http/route-definition';
import { stateOf, type TMiddleware } from './request-state';

/** Enforces the route table's access level: 401 when signed out, 403 when the role does not fit. */
export const accessGuard = (access: TAccess): TMiddleware => ({
  before: (request) => {
    if (access === 'public') return;
    const { auth } = stateOf(request);
    if (!auth) throw new AppError('UNAUTHORIZED', 'You are logged out. Sign in to continue.');
    if (access === 'pro' && !isProRole(auth.profile.role)) {
      throw new AppError('FORBIDDEN', 'Only agents and brokers can do this.');
    }
    if (access === 'broker' && auth.profile.role !== 'BROKER') throw new AppError('FORBIDDEN', 'Only brokers can do this.');
  },
});
