import type { createApiClient } from './http-client';
import { confirmationMailsTo, until } from './notifications';

type TClient = ReturnType<typeof createApiClient>;

/** The token of the latest confirmation link mailed to `address`, once `count` of them arrived. */
export async function confirmationTokenFor(address: string, count = 1): Promise<string> {
  const mails = await until(
    () => confirmationMailsTo(address),
    (found) => found.length >= count,
    `confirmation mail #${count} to ${address}`,
    10,
  );
  const token = /\/confirm-email\/([\w-]+)/.exec(mails.at(-1)!.text)?.[1];
  if (!token) throw new Error(`no confirmation link in: ${mails.at(-1)!.text}`);
  return token;
}

/** Follows a confirmation link as the confirmation page does (a POST), from any browser. */
export const followConfirmationLink = (client: TClient, token: string) =>
  client.post<{ message: string; email: string; code?: string }>(`/api/auth/confirm-email/${token}`);
