import type { TProfileRecord, TUserRecord } from '../../data/user-records';

/** The signed-in caller, as loaded from the session cookie. */
export type TAuthContext = { sessionHash: string; user: TUserRecord; profile: TProfileRecord };
