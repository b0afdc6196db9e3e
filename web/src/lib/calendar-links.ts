/** One open house as the calendar web apps' "new event" pages take it. */
export type TCalendarEvent = { title: string; startsAt: string; endsAt: string; details: string; location: string; timeZone: string };

/** 20270704T180000Z: the UTC form Google's `dates` parameter takes. */
const googleStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** 2027-07-04T18:00:00Z: ISO 8601 with its offset, as Outlook's `startdt`/`enddt` take it. */
const outlookStamp = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}/, '');

/** Google Calendar's prefilled new-event page. */
export function googleCalendarUrl(event: TCalendarEvent): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${googleStamp(event.startsAt)}/${googleStamp(event.endsAt)}`,
    details: event.details,
    location: event.location,
    ctz: event.timeZone,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook.com's prefilled new-event page. */
export function outlookCalendarUrl(event: TCalendarEvent): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: outlookStamp(event.startsAt),
    enddt: outlookStamp(event.endsAt),
    body: event.details,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}

/** The same feed address with the scheme calendar apps open as a subscription. */
export const webcalUrlOf = (feedUrl: string) => feedUrl.replace(/^https?:\/\//, 'webcal://');

/** Google Calendar's "add this calendar" page for a feed (it polls the feed itself). */
export const googleSubscribeUrl = (feedUrl: string) =>
  `https://calendar.google.com/calendar/render?${new URLSearchParams({ cid: webcalUrlOf(feedUrl) }).toString()}`;

/** Outlook.com's "subscribe from web" page for a feed. */
export const outlookSubscribeUrl = (feedUrl: string, name: string) =>
  `https://outlook.live.com/calendar/0/addfromweb?${new URLSearchParams({ url: feedUrl, name }).toString()}`;

/** What a calendar event of an open house is made of (its listing's title, times in its zone, place and notes). */
export type TOpenHouseEventInput = {
  title: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  address: string;
  city?: string;
  state?: string;
  notes?: string | null;
};

/** An open house as a calendar event: what the .ics download says, for the web apps' links. */
export function openHouseEvent(input: TOpenHouseEventInput & { listingUrl: string }): TCalendarEvent {
  return {
    title: `Open house: ${input.title}`,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    timeZone: input.timeZone,
    location: [input.address, input.city, input.state].filter(Boolean).join(', '),
    details: [`Open house for ${input.title}.`, input.notes ?? '', `Listing: ${input.listingUrl}`].filter(Boolean).join('\n'),
  };
}
