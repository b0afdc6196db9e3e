import { ulid } from 'ulid';
import type { TRole } from '@shared/constants/roles';
import { createUserWithProfile } from '../../data/user-repository';
import type { TProfileRecord, TUserRecord } from '../../data/user-records';
import { planBrokerageWrites } from '../brokerage/plan-brokerage-writes';
import type { TDeps } from '../deps';
import { hashPassword } from './password';

export type TNewAccount = {
  role: TRole;
  displayName: string;
  email: string;
  password: string;
  phone?: string;
  licenseNumber?: string;
  brokerageName?: string;
  timeframe?: string;
  financing?: string;
  represented?: boolean;
  consents: { terms: boolean; marketing: boolean };
  /** Seeders only: demo accounts start confirmed (nobody reads their mail). Sign-ups start unconfirmed. */
  isEmailVerified?: boolean;
};

const splitName = (displayName: string) => {
  const [first = '', ...rest] = displayName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
};

/**
 * Creates a password account.
 * 1. hash the password (scrypt)
 * 2. write user, profile, the e-mail lock and the brokerage writes (a broker claims the name, an agent asks
 *    to join) in one transaction; a taken e-mail or brokerage is a 409 and writes nothing
 */
export async function createAccount(deps: TDeps, input: TNewAccount): Promise<TUserRecord> {
  const now = deps.clock.now().toISOString();
  const userId = ulid();
  const user: TUserRecord = {
    id: userId,
    email: input.email,
    ...splitName(input.displayName),
    profileImageUrl: null,
    passwordHash: await hashPassword(input.password),
    isOidcUser: false,
    isAdmin: false,
    emailVerifiedAt: input.isEmailVerified ? now : null,
    pendingEmail: null,
    subscriptionStatus: 'inactive',
    createdAt: now,
    updatedAt: now,
  };
  const profile: TProfileRecord = {
    id: ulid(),
    userId,
    role: input.role,
    displayName: input.displayName,
    phone: input.phone ?? null,
    avatarUrl: null,
    city: null,
    state: null,
    timeframe: input.timeframe ?? null,
    financing: input.financing ?? null,
    represented: input.represented ?? false,
    licenseNumber: input.licenseNumber ?? null,
    brokerageName: input.brokerageName ?? null,
    bio: null,
    specialties: [],
    servingAreas: [],
    consents: { ...input.consents, acceptedAt: now },
    createdAt: now,
    updatedAt: now,
  };
  const brokerageWrites = await planBrokerageWrites(deps, { userId, role: input.role, before: null, after: profile.brokerageName });
  await createUserWithProfile(deps.db, user, profile, brokerageWrites);
  return user;
}
