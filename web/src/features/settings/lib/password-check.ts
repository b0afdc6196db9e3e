import { MIN_PASSWORD_LENGTH } from '@shared/constants/limits';
import { PASSWORDS_DO_NOT_MATCH_MESSAGE, PASSWORD_FIELDS_REQUIRED_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '@shared/constants/settings';

export type TPasswordFields = { currentPassword: string; newPassword: string; confirmPassword: string };

/** Why the password form cannot be sent: a toast (title, description) and the field it concerns. */
export type TPasswordProblem = { title: string; description?: string; field: keyof TPasswordFields; message: string };

/**
 * Spec §5, in the spec's order: all three fields are required ('Missing fields'); new and confirm must
 * match ('Passwords do not match'); the new one has at least 8 characters.
 */
export function passwordProblem(fields: TPasswordFields): TPasswordProblem | null {
  const blank = (['currentPassword', 'newPassword', 'confirmPassword'] as const).find((field) => fields[field] === '');
  if (blank) return { title: 'Missing fields', description: PASSWORD_FIELDS_REQUIRED_MESSAGE, field: blank, message: PASSWORD_FIELDS_REQUIRED_MESSAGE };
  if (fields.newPassword !== fields.confirmPassword)
    return { title: PASSWORDS_DO_NOT_MATCH_MESSAGE, field: 'confirmPassword', message: PASSWORDS_DO_NOT_MATCH_MESSAGE };
  if (fields.newPassword.length < MIN_PASSWORD_LENGTH)
    return { title: 'Password too short', description: PASSWORD_TOO_SHORT_MESSAGE, field: 'newPassword', message: PASSWORD_TOO_SHORT_MESSAGE };
  return null;
}
