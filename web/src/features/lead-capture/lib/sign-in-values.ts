import { FINANCING_VALUES, TIMEFRAME_VALUES, type TFinancing, type TTimeframe } from '@shared/constants/buyer-preferences';
import type { TCreateSignInRequest } from '@shared/schemas/lead-capture.schema';
import type { TCurrentUser } from '@shared/schemas/user.schema';

/** The visitor's form as typed; '' is "not chosen". */
export type TSignInValues = {
  clientId: string;
  name: string;
  email: string;
  phone: string;
  workingWithAgent: 'yes' | 'no' | '';
  timeframe: TTimeframe | '';
  financing: TFinancing | '';
  answers: Record<string, string>;
  consent: boolean;
};

const known = <T extends string>(values: readonly T[], value: string | null): T | '' => values.find((v) => v === value) ?? '';

/** A blank form with a fresh id (a retry of the same submission reuses it); a signed-in buyer's details are filled in. */
export function initialSignInValues(user: TCurrentUser | null): TSignInValues {
  return {
    clientId: crypto.randomUUID(),
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    phone: user?.profile.phone ?? '',
    workingWithAgent: user?.profile.role === 'BUYER' ? (user.profile.represented ? 'yes' : 'no') : '',
    timeframe: known(TIMEFRAME_VALUES, user?.profile.timeframe ?? null),
    financing: known(FINANCING_VALUES, user?.profile.financing ?? null),
    answers: {},
    consent: false,
  };
}

/** The request body: blanks left out so the schema reports what is missing. */
export const toSignInPayload = (values: TSignInValues): Partial<TCreateSignInRequest> => ({
  clientId: values.clientId,
  name: values.name,
  email: values.email,
  phone: values.phone.trim() || undefined,
  workingWithAgent: values.workingWithAgent || undefined,
  timeframe: values.timeframe || undefined,
  financing: values.financing || undefined,
  answers: values.answers,
  consent: values.consent,
});
