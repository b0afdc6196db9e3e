import { MLS_DEFAULT_USER_AGENT } from '../constants/mls';
import { ZCreateMlsConfigurationRequestSchema, ZUpdateMlsConfigurationRequestSchema } from './mls.schema';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the MLS configuration schema', () => {
  it('answers every spec message for an empty form', () => {
    expect(messages(ZCreateMlsConfigurationRequestSchema.safeParse({}))).toEqual([
      'mlsProvider: MLS Provider is required',
      'providerUrl: Please enter a valid URL',
      'username: Username is required',
      'password: Password is required',
    ]);
    expect(messages(ZCreateMlsConfigurationRequestSchema.safeParse({ mlsProvider: 'Other', providerUrl: 'ftp://x', username: ' ', password: '' }))).toEqual([
      'providerUrl: Please enter a valid URL',
      'username: Username is required',
      'password: Password is required',
    ]);
  });

  it('fills the RETS defaults and drops the version for RESO providers', () => {
    const base = { providerUrl: 'https://mls.example.com/rets/login', username: 'u', password: 'p' };
    expect(ZCreateMlsConfigurationRequestSchema.parse({ ...base, mlsProvider: 'RETS Standard', userAgent: '' })).toMatchObject({
      userAgent: MLS_DEFAULT_USER_AGENT,
      version: 'RETS/1.7.2',
      syncFrequency: 3600,
      autoSync: false,
    });
    expect(ZCreateMlsConfigurationRequestSchema.parse({ ...base, mlsProvider: 'Bridge Interactive', version: 'RETS/1.5', autoSync: 'true' })).toMatchObject({ version: null, autoSync: true });
  });

  it('keeps the sync frequency between 300 and 86400 seconds', () => {
    const base = { mlsProvider: 'Other', providerUrl: 'https://mls.example.com', username: 'u', password: 'p' };
    expect(ZCreateMlsConfigurationRequestSchema.safeParse({ ...base, syncFrequency: 299 }).success).toBe(false);
    expect(ZCreateMlsConfigurationRequestSchema.safeParse({ ...base, syncFrequency: 86_401 }).success).toBe(false);
    expect(ZCreateMlsConfigurationRequestSchema.parse({ ...base, syncFrequency: '7200' }).syncFrequency).toBe(7200);
  });

  it('refuses an empty toggle', () => {
    expect(ZUpdateMlsConfigurationRequestSchema.safeParse({}).success).toBe(false);
    expect(ZUpdateMlsConfigurationRequestSchema.parse({ isActive: false })).toEqual({ isActive: false });
  });
});
