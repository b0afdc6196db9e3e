import type { TMlsConfiguration, TMlsTestResult } from '@shared/schemas/mls.schema';
import { signUpActiveAgent } from '../../../test/accounts';
import type { createApiClient } from '../../../test/http-client';
import { createMlsConfiguration, localMlsConfiguration, waitForSync } from '../../../test/mls';
import { startMatrixReplay, type TMatrixReplay } from '../../adapters/mls/rets/testing/matrix-replay';

type TClient = ReturnType<typeof createApiClient>;
type TErrorBody = { message: string; errors?: { path: string; message: string }[] };

const SYNC_TIMEOUT_MS = 60_000;

const readBack = async (client: TClient, id: string): Promise<TMlsConfiguration> =>
  (await client.get<{ items: TMlsConfiguration[] }>('/api/mls/configurations')).body.items.find((item) => item.id === id)!;

describe('RETS field overrides over HTTP, against the recorded Matrix server that needs one', () => {
  let agent: TClient;
  let matrix: TMatrixReplay;
  // The recorded photo reply points at the internet: this one says "no object", so the sync stays offline.
  const noPhotos = { status: 200, body: '<RETS ReplyCode="20403" ReplyText="No Object Found"/>' };
  const matrixConfiguration = (extra: Record<string, unknown> = {}) => ({
    mlsProvider: 'RETS Standard',
    providerUrl: matrix.loginUrl,
    username: 'matrix-user',
    password: 'matrix-password',
    agentMlsId: 'MATRIX-AGENT-1',
    ...extra,
  });

  beforeAll(async () => {
    agent = (await signUpActiveAgent()).client;
    matrix = await startMatrixReplay({ getObject: noPhotos });
  });
  afterAll(async () => {
    await matrix.close();
  });

  it(
    'stores the overrides on create and reads them back; without them Test and the sync log name the field to set',
    async () => {
      const missing =
        'The RETS metadata of Property:RES has no ModificationTimestamp field; set ModificationTimestamp under Field overrides in the configuration';
      const bare = await createMlsConfiguration(agent, matrixConfiguration());
      const refused = await agent.post<TMlsTestResult>(`/api/mls/configurations/${bare}/test`);
      expect(refused.body).toEqual({ success: false, message: missing });
      await agent.post(`/api/mls/configurations/${bare}/sync`, { syncType: 'full' });
      expect(await waitForSync(agent, bare)).toMatchObject({ status: 'failed', propertiesProcessed: 0, errorDetails: [], failureReason: `${missing}.` });

      const id = await createMlsConfiguration(
        agent,
        matrixConfiguration({ className: 'RES', fieldOverrides: { ModificationTimestamp: ' MatrixModifiedDT ' } }),
      );
      expect(await readBack(agent, id)).toMatchObject({
        protocol: 'RETS',
        resource: null,
        className: 'RES',
        fieldOverrides: { ModificationTimestamp: 'MatrixModifiedDT' },
      });
      const ok = await agent.post<TMlsTestResult>(`/api/mls/configurations/${id}/test`);
      expect(ok.body).toMatchObject({ success: true, details: expect.stringContaining('listings in Property:RES') });
    },
    SYNC_TIMEOUT_MS,
  );

  it(
    'syncs through the worker with the override: the DMQL query asks MatrixModifiedDT and the log completes',
    async () => {
      const id = await createMlsConfiguration(agent, matrixConfiguration({ fieldOverrides: { ModificationTimestamp: 'MatrixModifiedDT' } }));
      const searchesBefore = matrix.rets.requests.filter((request) => request.url.pathname === '/rets/Search').length;
      expect((await agent.post(`/api/mls/configurations/${id}/sync`, { syncType: 'full' })).status).toBe(202);
      const log = await waitForSync(agent, id);
      expect(log).toMatchObject({ status: 'completed', propertiesProcessed: 3 });
      // The recorded rows name no member of ours: read, and counted as other members' listings.
      expect(log).toMatchObject({ propertiesNotYours: 3, propertiesCreated: 0, propertiesErrors: 0 });
      const searches = matrix.rets.requests.filter((request) => request.url.pathname === '/rets/Search').slice(searchesBefore);
      expect(searches.length).toBeGreaterThan(0);
      expect(searches.every((request) => request.url.searchParams.get('Query')?.startsWith('(MatrixModifiedDT='))).toBe(true);
    },
    SYNC_TIMEOUT_MS,
  );

  it('PATCH sets, replaces and clears the overrides; Test follows them', async () => {
    const id = await createMlsConfiguration(agent, matrixConfiguration({ resource: 'Property' }));
    const set = await agent.request<TMlsConfiguration>('PATCH', `/api/mls/configurations/${id}`, {
      json: { fieldOverrides: { ModificationTimestamp: 'MatrixModifiedDT', BedroomsTotal: 'BedsTotal' } },
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ resource: 'Property', fieldOverrides: { ModificationTimestamp: 'MatrixModifiedDT', BedroomsTotal: 'BedsTotal' } });
    expect((await agent.post<TMlsTestResult>(`/api/mls/configurations/${id}/test`)).body.success).toBe(true);

    const replaced = await agent.request<TMlsConfiguration>('PATCH', `/api/mls/configurations/${id}`, {
      json: { fieldOverrides: { ModificationTimestamp: 'MatrixModifiedDT' }, resource: null },
    });
    expect(replaced.body).toMatchObject({ resource: null, fieldOverrides: { ModificationTimestamp: 'MatrixModifiedDT' } });
    expect((await readBack(agent, id)).fieldOverrides).toEqual({ ModificationTimestamp: 'MatrixModifiedDT' });

    await agent.request('PATCH', `/api/mls/configurations/${id}`, { json: { fieldOverrides: {} } });
    expect((await readBack(agent, id)).fieldOverrides).toEqual({});
    expect((await agent.post<TMlsTestResult>(`/api/mls/configurations/${id}/test`)).body.message).toContain('set ModificationTimestamp under Field overrides');
  });

  it('refuses bad overrides with a 400 naming each field, and changes nothing', async () => {
    const id = await createMlsConfiguration(agent, matrixConfiguration({ fieldOverrides: { ListingKey: 'matrix_unique_id' } }));
    const bad = await agent.request<TErrorBody>('PATCH', `/api/mls/configurations/${id}`, {
      json: {
        isActive: false,
        fieldOverrides: { ListingId: 'X', ModificationTimestamp: ' ', City: 'C'.repeat(65), ListPrice: 'Matrix_Unique_ID', ListingKey: 'matrix_unique_id' },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { path: 'fieldOverrides.ListingId', message: 'ListingId is not a Data Dictionary field the RETS sync reads' },
      { path: 'fieldOverrides.ModificationTimestamp', message: 'MLS system name is required' },
      { path: 'fieldOverrides.City', message: 'MLS system name must be at most 64 characters' },
      { path: 'fieldOverrides.ListingKey', message: 'matrix_unique_id is already the system name for ListPrice' },
    ]);
    expect(await readBack(agent, id)).toMatchObject({ isActive: true, fieldOverrides: { ListingKey: 'matrix_unique_id' } });

    const badCreate = await agent.post<TErrorBody>(
      '/api/mls/configurations',
      matrixConfiguration({ className: 'RES(1)', fieldOverrides: { PublicRemarks: 'Remarks Public' } }),
    );
    expect(badCreate.status).toBe(400);
    expect(badCreate.body.errors).toEqual([
      { path: 'className', message: 'Class may hold only letters, digits and _ . -' },
      { path: 'fieldOverrides.PublicRemarks', message: 'MLS system name may hold only letters, digits and _ . -' },
    ]);
  });

  it('refuses RETS overrides on a RESO configuration, on create and on PATCH', async () => {
    const message = 'Field overrides, resource and class apply only to RETS configurations';
    const created = await agent.post<TErrorBody>('/api/mls/configurations', localMlsConfiguration({ fieldOverrides: { ListingKey: 'LIST_1' } }));
    expect(created.status).toBe(400);
    expect(created.body.errors).toEqual([{ path: 'fieldOverrides', message }]);

    const id = await createMlsConfiguration(agent, localMlsConfiguration());
    const patched = await agent.request<TErrorBody>('PATCH', `/api/mls/configurations/${id}`, { json: { autoSync: true, className: 'RES' } });
    expect(patched.status).toBe(400);
    expect(patched.body).toMatchObject({ message, errors: [{ path: 'className', message }] });
    expect(await readBack(agent, id)).toMatchObject({ autoSync: false, className: null, fieldOverrides: {} });
  });
});
