/** The registry entries a deployment states (MLS_REGISTRY), read the way a container reads its environment: once. */
const load = async (value: string | undefined) => {
  vi.resetModules();
  vi.stubEnv('MLS_REGISTRY', value);
  return (await import('./configured-mls-registry')).configuredMlsRegistry;
};

afterEach(() => vi.unstubAllEnvs());

describe('the MLSs a deployment registers from its configuration', () => {
  it('are entries as an admin adds them, with their listings’ identity (their own by default, or the one given)', async () => {
    const configured = await load(
      JSON.stringify([
        {
          id: 'actris',
          name: 'ACTRIS',
          servers: [{ protocol: 'RESO Web API', url: 'https://api.example-mls.com/reso/odata/actris', tokenUrl: 'https://api.example-mls.com/oauth2/token' }],
        },
        {
          id: 'stellar',
          name: 'Stellar MLS',
          servers: [{ protocol: 'RETS', url: 'https://rets.example-mls.com/rets/login' }],
          listingIdentity: 'system:stellar mls',
        },
      ]),
    );
    expect(configured()).toMatchObject([
      { id: 'actris', listingIdentity: 'mls:actris', servers: [{ tokenUrl: 'https://api.example-mls.com/oauth2/token' }] },
      { id: 'stellar', listingIdentity: 'system:stellar mls', servers: [{ protocol: 'RETS', tokenUrl: null }] },
    ]);
  });

  it('are none when the variable is unset or empty', async () => {
    expect((await load(undefined))()).toEqual([]);
    expect((await load(' '))()).toEqual([]);
  });

  it('fail loudly, naming the variable, on anything else', async () => {
    await expect(async () => (await load('[{'))()).rejects.toThrow('MLS_REGISTRY is not JSON');
    await expect(async () => (await load(JSON.stringify([{ id: 'Bad Id', name: 'x', servers: [] }])))()).rejects.toThrow(
      /MLS_REGISTRY: 0\.id: .*0\.servers: Add at least one server/,
    );
    await expect(async () =>
      (await load(JSON.stringify([{ id: 'a', name: 'x', servers: [{ protocol: 'RETS', url: 'https://a.example/#' }] }])))(),
    ).rejects.toThrow(/servers\.0\.url: Please enter a valid URL/);
  });
});
