import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const CHEROKEE_AVE = { address: '512 Cherokee Ave SE', city: 'Atlanta', state: 'GA', zipCode: '30312' };

describe('the cloud geocoder (GEOCODER=amazon-location)', () => {
  let server: Server;
  let requests = 0;
  beforeAll(async () => {
    // Amazon Location that takes every request and never answers.
    server = createServer(() => void requests++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    vi.unstubAllEnvs();
  });

  it('gives up on an Amazon Location that does not answer well inside the route timeout, and places the address from the gazetteer', async () => {
    vi.resetModules();
    vi.stubEnv('GEOCODER', 'amazon-location');
    vi.stubEnv('AWS_REGION', 'us-east-1');
    vi.stubEnv('AWS_ENDPOINT_URL_GEO_PLACES', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('LOG_LEVEL', 'silent');
    const { getGeocoder } = await import('./configured-geocoder');
    const { gazetteerGeocoder } = await import('./gazetteer-geocoder');
    // The gazetteer is read on its first use; read it before the clock starts, so that only Amazon Location is timed.
    const fromGazetteer = await gazetteerGeocoder.geocode(CHEROKEE_AVE);
    const startedAt = Date.now();
    expect(await getGeocoder().geocode(CHEROKEE_AVE)).toEqual(fromGazetteer);
    expect(fromGazetteer).toEqual({ coordinates: { lat: 33.747, lng: -84.378 }, precision: 'zip' });
    // Two attempts of 2 s each, then the gazetteer: without timeouts the SDK would wait as long as the socket stays open.
    expect(requests).toBe(2);
    expect(Date.now() - startedAt).toBeLessThan(8_000);
  });
});
