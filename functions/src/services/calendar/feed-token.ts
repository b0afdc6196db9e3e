import type { TCalendarFeedKind } from '@shared/constants/calendar';
import { hashSecretToken } from '../../platform/secret-token-hash';

/** What the table keys a secret link by (a calendar feed, a shared day plan): SHA-256 of its secret. */
export const hashFeedToken = hashSecretToken;

/** The address calendar apps poll: `<site>/api/calendar/agents/<secret>.ics` (or `buyers`). */
export const feedUrlOf = (siteOrigin: string, kind: TCalendarFeedKind, token: string) => `${new URL(siteOrigin).origin}/api/calendar/${kind}s/${token}.ics`;
