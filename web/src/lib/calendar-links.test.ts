import { googleCalendarUrl, googleSubscribeUrl, openHouseEvent, outlookCalendarUrl, outlookSubscribeUrl, webcalUrlOf } from './calendar-links';

const event = openHouseEvent({
  title: 'Loft & views, #4 "downtown"',
  startsAt: '2027-07-04T18:00:00.000Z',
  endsAt: '2027-07-04T20:00:00.000Z',
  timeZone: 'America/Chicago',
  address: '12 Elm St',
  city: 'Austin',
  state: 'TX',
  notes: 'Park on the street',
  listingUrl: 'https://market.example/property/p1',
});

describe('calendar links', () => {
  it('prefills Google Calendar: text, UTC dates, details, location and the listing zone', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Open house: Loft & views, #4 "downtown"',
      dates: '20270704T180000Z/20270704T200000Z',
      details: 'Open house for Loft & views, #4 "downtown".\nPark on the street\nListing: https://market.example/property/p1',
      location: '12 Elm St, Austin, TX',
      ctz: 'America/Chicago',
    });
  });

  it('prefills Outlook: subject, ISO start and end with their offset, body and location', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('subject')).toBe('Open house: Loft & views, #4 "downtown"');
    expect(url.searchParams.get('startdt')).toBe('2027-07-04T18:00:00Z');
    expect(url.searchParams.get('enddt')).toBe('2027-07-04T20:00:00Z');
    expect(url.searchParams.get('body')).toContain('Park on the street');
    expect(url.searchParams.get('location')).toBe('12 Elm St, Austin, TX');
  });

  it('turns a feed address into subscribe links', () => {
    const feed = 'https://market.example/api/calendar/agents/abc.ics';
    expect(webcalUrlOf(feed)).toBe('webcal://market.example/api/calendar/agents/abc.ics');
    expect(webcalUrlOf('http://localhost:3000/x.ics')).toBe('webcal://localhost:3000/x.ics');
    expect(new URL(googleSubscribeUrl(feed)).searchParams.get('cid')).toBe('webcal://market.example/api/calendar/agents/abc.ics');
    const outlook = new URL(outlookSubscribeUrl(feed, 'My open houses'));
    expect(outlook.origin + outlook.pathname).toBe('https://outlook.live.com/calendar/0/addfromweb');
    expect(Object.fromEntries(outlook.searchParams)).toEqual({ url: feed, name: 'My open houses' });
  });
});
