import { randomUUID } from 'node:crypto';
import { ACCOUNT_DATA_MESSAGES } from '@shared/constants/account-data';
import type { TAccountExportResponse } from '@shared/schemas/account-data.schema';
import { signUpActiveAgent, signUpAs, userIdOf } from '../../../test/accounts';
import { addListingPhoto, exportLinkMailedTo } from '../../../test/account-data';
import { createApiClient } from '../../../test/http-client';
import { chicagoWallTime, createListing } from '../../../test/listings';
import { until } from '../../../test/notifications';
import { createTestDeps } from '../../../test/test-deps';
import { deleteObjectsUnder } from '../../adapters/photos/private-objects';
import { privateObjectLinks } from '../../adapters/photos/private-object-links';
import { getUserWithProfile } from '../../data/user-repository';
import { userActor } from '../../services/actor';
import { downloadAccountExport } from '../../services/account-data/download-account-export';
import { exportObjectPrefix } from '../../services/account-data/export-link';
import { requestAccountExport } from '../../services/account-data/request-account-export';

type TClient = ReturnType<typeof createApiClient>;
type TError = { message: string; code?: string };
type TArchive = {
  account: { user: Record<string, unknown>; profile: Record<string, unknown> };
  leadsLeft: { email: string; name: string; agentId: string }[];
  savedListings: { propertyId?: string }[];
  listings: { title: string; images: string[] }[];
  consentRecords: { account: unknown; atLeadsLeft: { consent: unknown }[] };
  csv: { leads: string; listings: string };
};

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
/**
 * The archive behind the download route's redirect: a short-lived presigned GET on the S3 endpoint itself, which
 * answers as a JSON file download (type and disposition signed into the URL).
 */
async function fetchArchive(location: string | null): Promise<TArchive> {
  expect(location).toMatch(/[?&]X-Amz-Expires=60(&|$)/);
  const response = await fetch(location!);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="openhouse-market-data-\d{4}-\d{2}-\d{2}\.json"$/);
  const text = await response.text();
  // Stored compact: no pretty-printing (an agent's archive is large).
  expect(text).not.toContain('\n  ');
  return JSON.parse(text) as TArchive;
}
const exportOf = async (client: TClient) => (await client.get<TAccountExportResponse>('/api/account/export')).body.export;

/** An agent's open house, its sign-in sheet ready for visitors. */
async function openHouseAtTheDoor() {
  const agent = await signUpActiveAgent();
  const created = await agent.client.post<{ propertyId: string; openHouseId: string }>('/api/open-houses', {
    title: 'Export door cottage',
    address: '2100 Lake Austin Blvd, Austin, TX 78703',
    price: '615000',
    startsAt: chicagoWallTime(30),
    endsAt: chicagoWallTime(90),
  });
  await agent.client.request('PUT', `/api/properties/${created.body.propertyId}/open-houses/${created.body.openHouseId}/sign-in-form`, {
    json: { questions: [] },
  });
  return { agent, ...created.body };
}

describe('Download my data', () => {
  it('prepares an archive in a worker, mails a link, and the link gives the signed-in account everything held about it', async () => {
    const door = await openHouseAtTheDoor();
    const buyer = await signUpAs('BUYER', { name: 'Avery Exporter' });
    // At the door, before or without signing in: a visitor's lead under the same address.
    const signIn = await createApiClient().post(`/api/open-houses/${door.openHouseId}/sign-ins`, {
      clientId: `export-${randomUUID()}`,
      name: 'Avery At The Door',
      email: buyer.email,
      phone: '512-555-0142',
      workingWithAgent: 'no',
      consent: true,
      answers: {},
    });
    expect(signIn.status).toBe(201);
    expect((await buyer.client.request('PUT', `/api/users/saved-listings/${door.propertyId}`, { json: {} })).status).toBeLessThan(300);

    expect(await exportOf(buyer.client)).toBeNull();
    const started = await buyer.client.post<TAccountExportResponse>('/api/account/export');
    expect(started.status).toBe(202);
    expect(started.body.export).toMatchObject({ status: 'queued', readyAt: null, linkExpiresAt: null });
    const link = await exportLinkMailedTo(buyer.email);
    const ready = await until(
      () => exportOf(buyer.client),
      (e) => e?.status === 'ready',
      'the export to be ready',
    );
    expect(Date.parse(ready!.linkExpiresAt!) - Date.parse(ready!.readyAt!)).toBe(24 * 3600_000);

    // Signed out: 401; another account: the link is unknown to it; the owner: the file.
    expect((await createApiClient().get(pathOf(link))).status).toBe(401);
    const other = await signUpAs('BUYER');
    expect((await other.client.get<TError>(pathOf(link))).status).toBe(404);
    expect((await buyer.client.get<TError>(pathOf(link).replace(/token=[^&]+/, 'token=forged'))).status).toBe(404);
    const download = await buyer.client.get(pathOf(link));
    expect(download.status).toBe(302);
    expect(download.headers.get('cache-control')).toBe('no-store');
    const archive = await fetchArchive(download.headers.get('location'));
    expect(archive.account.user).toMatchObject({ email: buyer.email, firstName: 'Avery' });
    expect(archive.leadsLeft).toEqual([expect.objectContaining({ name: 'Avery At The Door', email: buyer.email, agentId: door.agent.userId })]);
    expect(archive.consentRecords.atLeadsLeft[0]!.consent).toMatchObject({ text: expect.any(String) });
    expect(archive.savedListings).toHaveLength(1);
    expect(archive.csv.leads.split('\r\n')[0]).toBe('direction,id,createdAt,source,listingId,listingTitle,agentId,name,email,phone,message');
    expect(archive.csv.leads).toContain(`left,`);
    expect(archive.csv.leads).toContain('Avery At The Door');
    // No secrets and no card data: no password hash, no token, nothing that looks like a card number.
    const text = JSON.stringify(archive);
    expect(text).not.toMatch(/passwordHash|tokenHash|sealed|recoveryCode/i);
    expect(text).not.toMatch(/\b4242\b|\b\d{13,19}\b/);
  });

  it("lists an agent's listings with their photos' full addresses, in JSON and CSV", async () => {
    const agent = await signUpActiveAgent();
    const listing = await createListing(agent.client, { title: 'Exported bungalow' });
    const images = await addListingPhoto(agent.client, listing.id);
    expect((await agent.client.post('/api/account/export')).status).toBe(202);
    const archive = await fetchArchive((await agent.client.get(pathOf(await exportLinkMailedTo(agent.email)))).headers.get('location'));
    expect(archive.listings.map((one) => one.title)).toEqual(['Exported bungalow']);
    const siteOrigin = new URL(await exportLinkMailedTo(agent.email)).origin;
    expect(archive.listings[0]!.images).toEqual(images.map((url) => `${siteOrigin}${url}`));
    expect(archive.csv.listings).toContain('Exported bungalow');
    expect(archive.csv.listings).toContain(`${siteOrigin}${images[0]}`);
  });

  it('runs one export at a time and refuses a link past its 24 hours', async () => {
    const buyer = await signUpAs('BUYER');
    const userId = await userIdOf(buyer.email);
    const { deps } = createTestDeps(new Date());
    const account = await getUserWithProfile(deps.db, userId);
    const sent: unknown[] = [];
    // The service with a queue nobody reads: the export stays queued, so a second one is refused.
    const queue = { send: async (_queue: string, message: unknown) => void sent.push(message) };
    const first = await requestAccountExport({ ...deps, queue }, userActor(account!));
    await expect(requestAccountExport({ ...deps, queue }, userActor(account!))).rejects.toMatchObject({
      code: 'EXPORT_RUNNING',
      message: ACCOUNT_DATA_MESSAGES.exportRunning,
    });
    expect(sent).toEqual([{ userId, exportId: first.export!.id }]);
    expect((await buyer.client.post<TError>('/api/account/export')).body).toMatchObject({ code: 'EXPORT_RUNNING' });

    // Another account's export, finished through the API, then read a day and a minute later.
    const owner = await signUpAs('BUYER');
    expect((await owner.client.post('/api/account/export')).status).toBe(202);
    const link = new URL(await exportLinkMailedTo(owner.email));
    const ownerAccount = await getUserWithProfile(deps.db, await userIdOf(owner.email));
    const later = createTestDeps(new Date(Date.now() + (24 * 60 + 1) * 60_000)).deps;
    const input = { id: link.pathname.split('/')[4]!, token: link.searchParams.get('token')! };
    const archives = privateObjectLinks;
    await expect(downloadAccountExport({ ...later, archives }, userActor(ownerAccount!), input)).rejects.toMatchObject({
      code: 'EXPORT_LINK_EXPIRED',
      message: ACCOUNT_DATA_MESSAGES.exportLinkExpired,
    });
    const { location } = await downloadAccountExport({ ...deps, archives }, userActor(ownerAccount!), input);
    expect((await fetchArchive(location)).account.user).toMatchObject({ email: owner.email });
  });

  it('answers 410 for a ready export whose archive is no longer stored', async () => {
    const owner = await signUpAs('BUYER');
    expect((await owner.client.post('/api/account/export')).status).toBe(202);
    const link = await exportLinkMailedTo(owner.email);
    await until(
      () => exportOf(owner.client),
      (e) => e?.status === 'ready',
      'the export to be ready',
    );
    await deleteObjectsUnder([exportObjectPrefix(await userIdOf(owner.email))]);
    const gone = await owner.client.get<TError>(pathOf(link));
    expect(gone.status).toBe(410);
    expect(gone.body).toMatchObject({ code: 'EXPORT_LINK_EXPIRED', message: ACCOUNT_DATA_MESSAGES.exportLinkExpired });
  });
});
