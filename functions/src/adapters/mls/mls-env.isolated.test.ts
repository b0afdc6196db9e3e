describe('MLS configuration', () => {
  afterEach(() => vi.unstubAllEnvs());

  async function mlsEnvWith(value: string | undefined) {
    vi.resetModules();
    vi.stubEnv('MLS_REQUESTS_PER_SECOND', value);
    return (await import('./mls-env')).getMlsEnv;
  }

  it('paces MLS requests at 2 a second unless told otherwise', async () => {
    expect((await mlsEnvWith(undefined))()).toEqual({ MLS_REQUESTS_PER_SECOND: 2 });
    expect((await mlsEnvWith('0.5'))()).toEqual({ MLS_REQUESTS_PER_SECOND: 0.5 });
  });

  it('refuses a pace that is not a positive number, naming the variable', async () => {
    for (const value of ['0', '-1', 'fast', '51']) expect(await mlsEnvWith(value)).toThrow(/MLS environment variables\): MLS_REQUESTS_PER_SECOND/);
  });
});
