import { ZCreateMlsConfigurationRequestSchema, ZUpdateMlsConfigurationRequestSchema } from './mls.schema';
import { ZRetsFieldOverridesSchema } from './mls-rets-overrides.schema';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

const rets = { mlsProvider: 'RETS Standard', providerUrl: 'https://rets.example.com/Login', username: 'u', password: 'p', agentMlsId: 'A-1' };
const reso = { ...rets, mlsProvider: 'Bridge Interactive', providerUrl: 'https://api.example.com/odata' };

describe('RETS field overrides', () => {
  it('keeps Data Dictionary fields with trimmed system names', () => {
    expect(ZRetsFieldOverridesSchema.parse({ ModificationTimestamp: ' LIST_87 ', ListingKey: 'LIST_1' })).toEqual({
      ModificationTimestamp: 'LIST_87',
      ListingKey: 'LIST_1',
    });
    expect(ZRetsFieldOverridesSchema.parse({})).toEqual({});
  });

  it('refuses unknown fields, blank, long, malformed and repeated system names, each at its field', () => {
    expect(
      messages(
        ZRetsFieldOverridesSchema.safeParse({
          ListingId: 'L1',
          ListPrice: '  ',
          City: 'C'.repeat(65),
          PostalCode: 'ZIP CODE',
          ListingKey: 'LIST_1',
          ModificationTimestamp: 'list_1',
          BedroomsTotal: 3,
        }),
      ),
    ).toEqual([
      'ListingId: ListingId is not a Data Dictionary field the RETS sync reads',
      'ListPrice: MLS system name is required',
      'City: MLS system name must be at most 64 characters',
      'PostalCode: MLS system name may hold only letters, digits and _ . -',
      'ModificationTimestamp: list_1 is already the system name for ListingKey',
      'BedroomsTotal: MLS system name is required',
    ]);
    expect(messages(ZRetsFieldOverridesSchema.safeParse(['LIST_1']))).toEqual([': Field overrides must map Data Dictionary fields to MLS system names']);
  });

  it('stores a RETS configuration with its overrides; a blank resource or class means "from metadata"', () => {
    expect(
      ZCreateMlsConfigurationRequestSchema.parse({ ...rets, resource: 'Property', className: ' ', fieldOverrides: { ModificationTimestamp: 'LIST_87' } }),
    ).toMatchObject({
      resource: 'Property',
      className: null,
      fieldOverrides: { ModificationTimestamp: 'LIST_87' },
    });
    expect(ZCreateMlsConfigurationRequestSchema.parse(rets)).toMatchObject({ resource: null, className: null, fieldOverrides: {} });
    expect(messages(ZCreateMlsConfigurationRequestSchema.safeParse({ ...rets, fieldOverrides: { Foo: 'x' } }))).toEqual([
      'fieldOverrides.Foo: Foo is not a Data Dictionary field the RETS sync reads',
    ]);
    expect(messages(ZCreateMlsConfigurationRequestSchema.safeParse({ ...rets, className: 'RE 1' }))).toEqual([
      'className: Class may hold only letters, digits and _ . -',
    ]);
  });

  it('refuses RETS overrides on a RESO configuration, and takes an empty map as none', () => {
    expect(messages(ZCreateMlsConfigurationRequestSchema.safeParse({ ...reso, resource: 'Property', fieldOverrides: { ListingKey: 'LIST_1' } }))).toEqual([
      'resource: Field overrides, resource and class apply only to RETS configurations',
      'fieldOverrides: Field overrides, resource and class apply only to RETS configurations',
    ]);
    expect(ZCreateMlsConfigurationRequestSchema.parse({ ...reso, fieldOverrides: {}, resource: '' })).toMatchObject({ resource: null, fieldOverrides: {} });
  });

  it('lets PATCH replace the overrides alone, or clear the resource with null', () => {
    expect(ZUpdateMlsConfigurationRequestSchema.parse({ fieldOverrides: { ListingKey: 'LIST_1' } })).toEqual({ fieldOverrides: { ListingKey: 'LIST_1' } });
    expect(ZUpdateMlsConfigurationRequestSchema.parse({ resource: null })).toEqual({ resource: null });
    expect(messages(ZUpdateMlsConfigurationRequestSchema.safeParse({ fieldOverrides: { ListingKey: '' } }))).toEqual([
      'fieldOverrides.ListingKey: MLS system name is required',
    ]);
  });
});
