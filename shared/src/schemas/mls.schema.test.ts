import { MLS_DEFAULT_USER_AGENT, mlsProtocolOf } from '../constants/mls';
import { ZCreateMlsConfigurationRequestSchema, ZUpdateMlsConfigurationRequestSchema } from './mls.schema';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the MLS configuration schema', () => {
  it('answers every spec message for an empty form', () => {
    expect(messages(ZCreateMlsConfigurationRequestSchema.safeParse({}))).toEqual([
      'mlsProvider: MLS Provider is required',
      'providerUrl: Please enter a valid URL',
      'username: Username is required',
      'password: Password is required',
    ]);
    expect(
      messages(
        ZCreateMlsConfigurationRequestSchema.safeParse({ mlsProvider: 'Other', providerUrl: 'ftp://x', username: ' ', password: '', agentMlsId: 'A-1' }),
      ),
    ).toEqual(['providerUrl: Please enter a valid URL', 'username: Username is required', 'password: Password is required']);
  });

  it('fills the RETS defaults and drops the version for RESO providers', () => {
    const base = { providerUrl: 'https://mls.example.com/rets/login', username: 'u', password: 'p', agentMlsId: 'A-1' };
    expect(ZCreateMlsConfigurationRequestSchema.parse({ ...base, mlsProvider: 'RETS Standard', userAgent: '' })).toMatchObject({
      userAgent: MLS_DEFAULT_USER_AGENT,
      version: 'RETS/1.7.2',
      syncFrequency: 3600,
      autoSync: false,
    });
    expect(ZCreateMlsConfigurationRequestSchema.parse({ ...base, mlsProvider: 'Bridge Interactive', version: 'RETS/1.5', autoSync: 'true' })).toMatchObject({
      version: null,
      autoSync: true,
    });
  });

  it('makes CoreLogic Matrix and Flexmls RETS by default, RESO Web API when asked, and stores what says which', () => {
    const base = { providerUrl: 'https://mls.example.com/rets/login', username: 'u', password: 'p', agentMlsId: 'A-1' };
    for (const mlsProvider of ['CoreLogic Matrix', 'Flexmls'] as const) {
      const rets = ZCreateMlsConfigurationRequestSchema.parse({ ...base, mlsProvider, userAgentPassword: 'ua-secret' });
      expect(rets).toMatchObject({ version: 'RETS/1.7.2', tokenUrl: null, userAgentPassword: 'ua-secret' });
      expect(rets).not.toHaveProperty('protocol');
      expect(mlsProtocolOf(rets)).toBe('RETS');
      const reso = ZCreateMlsConfigurationRequestSchema.parse({ ...base, mlsProvider, protocol: 'RESO Web API', version: 'RETS/1.7.2' });
      expect(reso).toMatchObject({ version: null, tokenUrl: 'https://mls.example.com/oauth2/token', userAgentPassword: null });
      expect(mlsProtocolOf(reso)).toBe('RESO Web API');
    }
  });

  it('reads configurations stored before Matrix and Flexmls spoke RETS (no version) as RESO Web API', () => {
    expect(mlsProtocolOf({ mlsProvider: 'Flexmls', version: null })).toBe('RESO Web API');
    expect(mlsProtocolOf({ mlsProvider: 'CoreLogic Matrix', version: 'RETS/1.5' })).toBe('RETS');
    expect(mlsProtocolOf({ mlsProvider: 'RETS Standard', version: null })).toBe('RETS');
    expect(mlsProtocolOf({ mlsProvider: 'Spark API', version: 'RETS/1.7.2' })).toBe('RESO Web API');
  });

  it('refuses a protocol the provider does not speak, a RETS version that is none, and a user agent password on RESO', () => {
    const base = { providerUrl: 'https://mls.example.com/rets/login', username: 'u', password: 'p', agentMlsId: 'A-1' };
    expect(messages(ZCreateMlsConfigurationRequestSchema.safeParse({ ...base, mlsProvider: 'RETS Standard', protocol: 'RESO Web API' }))).toEqual([
      'protocol: RETS Standard speaks RETS only',
    ]);
    expect(messages(ZCreateMlsConfigurationRequestSchema.safeParse({ ...base, mlsProvider: 'Bridge Interactive', protocol: 'RETS' }))).toEqual([
      'protocol: Bridge Interactive speaks RESO Web API only',
    ]);
    expect(messages(ZCreateMlsConfigurationRequestSchema.safeParse({ ...base, mlsProvider: 'Flexmls', version: '1.7.2' }))).toEqual([
      'version: A RETS version looks like RETS/1.7.2',
    ]);
    expect(messages(ZCreateMlsConfigurationRequestSchema.safeParse({ ...base, mlsProvider: 'Other', userAgentPassword: 'ua' }))).toEqual([
      'userAgentPassword: A user agent password applies only to RETS configurations',
    ]);
  });

  it('keeps the sync frequency between 300 and 86400 seconds', () => {
    const base = { mlsProvider: 'Other', providerUrl: 'https://mls.example.com', username: 'u', password: 'p', agentMlsId: 'A-1' };
    expect(ZCreateMlsConfigurationRequestSchema.safeParse({ ...base, syncFrequency: 299 }).success).toBe(false);
    expect(ZCreateMlsConfigurationRequestSchema.safeParse({ ...base, syncFrequency: 86_401 }).success).toBe(false);
    expect(ZCreateMlsConfigurationRequestSchema.parse({ ...base, syncFrequency: '7200' }).syncFrequency).toBe(7200);
  });

  it('refuses an empty toggle', () => {
    expect(ZUpdateMlsConfigurationRequestSchema.safeParse({}).success).toBe(false);
    expect(ZUpdateMlsConfigurationRequestSchema.parse({ isActive: false })).toEqual({ isActive: false });
  });
});
