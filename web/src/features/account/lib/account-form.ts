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
  /** Asked only when the e-mail changes. */
  currentPassword: string;
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
  currentPassword: '',
});

/** A new e-mail needs the current password: it is what signs the account in. */
export const isEmailChanged = (values: Pick<TAccountFormValues, 'email'>, account: Pick<TAccount, 'email'>) =>
  values.email.trim().toLowerCase() !== account.email.toLowerCase();

/**
 * The PUT /api/account body. Buyers have no professional fields, so they are not sent for them; the
 * current password goes only with a new e-mail.
 */
export function accountPayload(values: TAccountFormValues, isProfessional: boolean, isNewEmail: boolean): TUpdateAccountRequest {
  const { licenseNumber, brokerageName, currentPassword, ...personal } = values;
  const withPassword = isNewEmail ? { ...personal, currentPassword } : personal;
  return isProfessional ? { ...withPassword, licenseNumber, brokerageName } : withPassword;
}
