import type { TUserRecord } from '../../data/user-records';
import { logger } from '../../platform/logger';
import { sendConfirmationLink, type TConfirmationDeps } from '../mail-trust/confirmation-link';
import { createAccount, type TNewAccount } from './create-account';
import { assertSignUpAllowed } from './sign-up-throttle';

/**
 * A sign-up from the web (buyer or professional).
 * 1. count it against the client (429 beyond SIGN_UPS_PER_CLIENT_PER_HOUR)
 * 2. create the account, its address not yet confirmed
 * 3. mail the confirmation link; a failed send is logged, not thrown (the account stands; the banner resends)
 */
export async function signUp(deps: TConfirmationDeps, input: TNewAccount & { ipKey: string }): Promise<TUserRecord> {
  await assertSignUpAllowed(deps, input.ipKey);
  const { ipKey: _, ...account } = input;
  const user = await createAccount(deps, { ...account, isEmailVerified: false });
  await sendConfirmationLink(deps, { userId: user.id, email: user.email, isChange: false }).catch((error: unknown) =>
    logger.warn('confirmation link not sent at sign-up', { userId: user.id, error: (error as Error).message }),
  );
  return user;
}
