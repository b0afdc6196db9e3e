import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_CRM_API_KEY, startLocalCrm, type TLocalCrm } from './local-crm';

const basic = (user: string) => `Basic ${Buffer.from(`${user}:`).toString('base64')}`;
const post = (crm: TLocalCrm, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${crm.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('the local CRM stand-in', () => {
  let dataDir: string;
  let crm: TLocalCrm;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'local-crm-'));
    crm = await startLocalCrm({ port: 0, dataDir });
  });

  afterEach(async () => {
    await crm.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes Follow Up Boss events only with its API key as the Basic user, and records them', async () => {
    expect((await post(crm, '/v1/events', { type: 'General Inquiry' })).status).toBe(401);
    expect((await post(crm, '/v1/events', { type: 'General Inquiry' }, { authorization: basic('someone-else') })).status).toBe(401);
    const accepted = await post(crm, '/v1/events', { type: 'General Inquiry' }, { authorization: basic(LOCAL_CRM_API_KEY), 'x-system': 'OpenHouseMarket' });
    expect(accepted.status).toBe(201);
    expect(crm.received()).toEqual([
      expect.objectContaining({
        kind: 'follow-up-boss',
        path: '/v1/events',
        headers: expect.objectContaining({ 'x-system': 'OpenHouseMarket' }),
        body: { type: 'General Inquiry' },
      }),
    ]);
  });

  it('fails webhook addresses on purpose: fail-<n> the first n times, fail-always every time', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(crm, '/webhooks/fail-2/abc', { id: 'lead-1' })).status);
    expect(statuses).toEqual([503, 503, 200]);
    expect((await post(crm, '/webhooks/fail-always/abc', { id: 'lead-2' })).status).toBe(503);
    expect(crm.received().map((r) => r.body)).toEqual([{ id: 'lead-1' }]);
  });

  it('fails Follow Up Boss API keys on purpose: local-fub-fail-<n>… the first n times (per key), local-fub-fail-always… every time', async () => {
    const send = (apiKey: string, id: string) => post(crm, '/v1/events', { id }, { authorization: basic(apiKey) });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send('local-fub-fail-2-a', 'lead-1')).status);
    expect(statuses).toEqual([503, 503, 201]);
    expect((await send('local-fub-fail-2-b', 'lead-2')).status).toBe(503);
    const always = await send('local-fub-fail-always', 'lead-3');
    expect(always.status).toBe(503);
    expect(await always.json()).toEqual({ errorMessage: 'The local CRM stand-in fails this API key (attempt 1)' });
    expect((await send('local-fub-failing', 'lead-4')).status).toBe(401);
    expect(crm.received().map((r) => r.body)).toEqual([{ id: 'lead-1' }]);
  });

  it('keeps what it received across a restart and shows it, escaped, on its page', async () => {
    await post(crm, '/webhooks/demo', {
      id: 'lead-3',
      event: { type: 'Property Inquiry', person: { firstName: '<b>Robin</b>', lastName: 'Reyes', emails: [{ value: 'robin@example.test' }] } },
    });
    await crm.stop();
    crm = await startLocalCrm({ port: 0, dataDir });
    expect(crm.received()).toHaveLength(1);
    const page = await (await fetch(crm.url)).text();
    expect(page).toContain('Property Inquiry · &lt;b&gt;Robin&lt;/b&gt; Reyes &lt;robin@example.test&gt;');
    expect(page).not.toContain('<b>Robin</b>');
  });
});
