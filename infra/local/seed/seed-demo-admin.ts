import { findUserIdByEmail, getUserWithProfile, setUserAdmin } from '../../../functions/src/data/user-repository';
import { createAccount, type TNewAccount } from '../../../functions/src/services/auth/create-account';
import type { TDeps } from '../../../functions/src/services/deps';

/** The demo's operator (README): keeps the MLS registry and decides members' review requests at /admin/mls. */
export const DEMO_ADMIN: TNewAccount = {
  role: 'BUYER',
  displayName: 'Morgan Operator',
  email: 'admin@demo.openhouse.market',
  password: 'demo-admin-2026',
  consents: { terms: true, marketing: false },
};

/** At every start (one read when it exists): the demo operator's account, an administrator as `npm run admin:grant` makes one. */
export async function seedDemoAdmin(deps: TDeps): Promise<boolean> {
  const existingId = await findUserIdByEmail(deps.db, DEMO_ADMIN.email);
  const userId = existingId ?? (await createAccount(deps, { ...DEMO_ADMIN, isEmailVerified: true })).id;
  if (existingId && (await getUserWithProfile(deps.db, existingId))?.user.isAdmin) return false;
  await setUserAdmin(deps.db, userId, true, deps.clock.now().toISOString());
  return true;
}
