import type { TAccount, TUpdateAccountRequest } from '@shared/schemas/account.schema';

export type TAccountFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string;
  bio: string;
  licenseNumber: string;
  brokerageName: string;
};

export const accountFormValues = (account: TAccount): TAccountFormValues => ({
  firstName: account.firstName,
  lastName: account.lastName,
  email: account.email,
  phone: account.phone ?? '',
  city: account.city ?? '',
  bio: account.bio ?? '',
  licenseNumber: account.licenseNumber ?? '',
  brokerageName: account.brokerageName ?? '',
});

/** The PUT /api/account body. Buyers have no professional fields, so they are not sent for them. */
export function accountPayload(values: TAccountFormValues, isProfessional: boolean): TUpdateAccountRequest {
  const { licenseNumber, brokerageName, ...personal } = values;
  return isProfessional ? { ...personal, licenseNumber, brokerageName } : personal;
}
