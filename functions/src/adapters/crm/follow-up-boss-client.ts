import { postJson } from './crm-send-error';

/** The body of Follow Up Boss's POST /v1/events (the fields we send). */
export type TFollowUpBossEvent = {
  source: string;
  system: string;
  type: string;
  message: string;
  person: { firstName: string; lastName: string; emails: { value: string }[]; phones: { value: string }[]; tags: string[] };
  property?: { street: string; city: string; state: string; code: string; price: number; bedrooms: number; bathrooms: number; url?: string };
};

export type TFollowUpBossSettings = { baseUrl: string; system: string; systemKey?: string };

/** Sends one event with HTTP Basic auth (the API key as user, empty password) and the system headers. */
export async function sendFollowUpBossEvent(settings: TFollowUpBossSettings, apiKey: string, event: TFollowUpBossEvent): Promise<void> {
  const headers: Record<string, string> = {
    authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`,
    'x-system': settings.system,
    ...(settings.systemKey ? { 'x-system-key': settings.systemKey } : {}),
  };
  await postJson(new URL('/v1/events', settings.baseUrl).toString(), JSON.stringify(event), headers, 'Follow Up Boss', { quotesAnswer: true });
}
