import { createApiClient, uniqueEmail } from '../../test/http-client';

const joinWaitlist = (contentType: string) =>
  createApiClient().request('POST', '/api/waitlist', {
    rawBody: JSON.stringify({ email: uniqueEmail('ct'), role: 'BUYER' }),
    headers: { 'content-type': contentType },
  });

describe('JSON bodies need Content-Type application/json (a charset parameter is fine)', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8'])('accepts %s', async (contentType) => {
    expect((await joinWaitlist(contentType)).status).toBe(201);
  });

  it.each(['application/jsonp', 'application/json-patch+json', 'application/json; boundary=x', 'application/json, text/plain', 'text/plain'])(
    'refuses %s with 415',
    async (contentType) => {
      expect((await joinWaitlist(contentType)).status).toBe(415);
    },
  );
});
