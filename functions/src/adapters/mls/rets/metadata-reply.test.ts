import { parseMetadataRows, parseSystemMetadata } from './metadata-reply';
import { chooseClass, chooseResource, resolveSystemNames } from './metadata-resolution';
import { readFixtureText } from './testing/recorded-fixtures';

const rows = (name: string, type: Parameters<typeof parseMetadataRows>[1]) => parseMetadataRows(readFixtureText(name), type, 'http://mls.test');

describe('metadata on recorded replies', () => {
  it('reads SystemID and TimeZoneOffset from flexmls STANDARD-XML (US-ASCII declaration)', () => {
    expect(parseSystemMetadata(readFixtureText('metadata-system-standard-xml-flexmls.xml'), 'http://mls.test')).toEqual({
      systemId: 'demomls',
      timeZoneOffset: '-05:00',
    });
  });

  it('finds the Property resource and its KeyField among the nine flexmls resources', () => {
    const resources = rows('metadata-resource-standard-xml-flexmls.xml', 'METADATA-RESOURCE');
    expect(resources.map((row) => row.ResourceID)).toEqual([
      'ActiveAgent',
      'Agent',
      'Office',
      'OpenHouse',
      'Property',
      'RentalSchedule',
      'Room',
      'Tour',
      'VirtualTour',
    ]);
    expect(chooseResource(resources, {})).toMatchObject({ ResourceID: 'Property', KeyField: 'LIST_1' });
  });

  it('picks the ResidentialProperty class from flexmls STANDARD-XML classes, empty StandardNames included', () => {
    const classes = rows('metadata-class-standard-xml-flexmls.xml', 'METADATA-CLASS');
    expect(classes.map((row) => row.ClassName)).toEqual(expect.arrayContaining(['A', 'B', 'C', 'D', 'E', 'F', 'G']));
    expect(classes.find((row) => row.ClassName === 'D')?.StandardName).toBe('');
    expect(classes[0]?.TableDate).toBe('2014-07-08T20:10:20Z');
    expect(chooseClass(classes, {})).toBe('A');
    expect(chooseClass(classes, { className: 'B' })).toBe('B');
  });

  it('reads Matrix COMPACT classes after a leading empty line, decoding &#xD;&#xA; and &amp;', () => {
    const classes = rows('metadata-class-compact-matrix.xml', 'METADATA-CLASS');
    expect(classes.map((row) => row.ClassName)).toEqual(['RES', 'RIN', 'RNT', 'LOT', 'COM', 'DOCK']);
    expect(classes[0]?.StandardName).toBe('Residential\r\n');
    expect(classes.find((row) => row.ClassName === 'LOT')?.VisibleName).toBe('Lot & Land');
    expect(chooseClass(classes, {})).toBe('RES');
  });

  it('maps Data Dictionary fields through flexmls StandardNames onto opaque LIST_n SystemNames', () => {
    const table = rows('metadata-table-standard-xml-flexmls-class-A.xml', 'METADATA-TABLE');
    expect(table).toHaveLength(313);
    const systemNames = resolveSystemNames(table, 'LIST_1', { UnitNumber: 'LIST_35' });
    expect(systemNames.ListingKey).toBe('LIST_1');
    expect(systemNames.ModificationTimestamp).toMatch(/^LIST_\d+$/);
    expect(systemNames.ListPrice).toBe(table.find((row) => row.StandardName === 'ListPrice')?.SystemName);
    expect(systemNames.StandardStatus).toBe(table.find((row) => row.StandardName === 'ListingStatus')?.SystemName);
    expect(systemNames.City).toBe(table.find((row) => row.StandardName === 'City')?.SystemName);
    expect(systemNames.PublicRemarks).toBe('LIST_78');
    expect(systemNames.UnitNumber).toBe('LIST_35');
  });

  it('maps Matrix COMPACT fields with empty StandardNames by their Data Dictionary SystemNames, overrides first', () => {
    const table = rows('metadata-table-compact-matrix.xml', 'METADATA-TABLE');
    expect(table).toHaveLength(208);
    expect(table.find((row) => row.SystemName === 'AdditionalRooms')).toMatchObject({ Interpretation: 'LookupMulti', LookupName: 'AdditionalRooms' });
    const systemNames = resolveSystemNames(table, 'matrix_unique_id', { ModificationTimestamp: 'MatrixModifiedDT', BedroomsTotal: 'BedsTotal' });
    expect(systemNames).toMatchObject({
      ListingKey: 'matrix_unique_id',
      ModificationTimestamp: 'MatrixModifiedDT',
      BedroomsTotal: 'BedsTotal',
      ListPrice: 'ListPrice',
      City: 'City',
      ListAgentFullName: 'ListAgentFullName',
    });
  });

  it('reads flexmls lookup values: opaque codes with their long values', () => {
    const values = rows('metadata-lookup-type-standard-xml-flexmls.xml', 'METADATA-LOOKUP_TYPE');
    expect(values[0]).toMatchObject({ Value: '5PSUX49PM1Q', LongValue: 'Lake/Other', ShortValue: 'Lake/Other' });
    expect(values.every((row) => /^[0-9A-Z]{11}$/.test(row.Value ?? ''))).toBe(true);
  });

  it('reads flexmls object types', () => {
    const objects = rows('metadata-object-standard-xml-flexmls.xml', 'METADATA-OBJECT');
    expect(objects.map((row) => row.ObjectType)).toEqual(expect.arrayContaining(['Photo', 'Thumbnail', '640x480']));
    expect(objects[0]).toMatchObject({ ObjectTimeStamp: 'LIST_134', ObjectCount: 'LIST_133' });
  });
});

describe('field resolution without a key', () => {
  it('asks for a ListingKey override when the resource has no KeyField and no field says ListingKey', () => {
    const table = [
      { SystemName: 'ModificationTimestamp', StandardName: '' },
      { SystemName: 'MLS_ID', StandardName: '' },
    ];
    expect(() => resolveSystemNames(table, '', {}, 'Property:RES')).toThrow(
      'The RETS metadata of Property:RES names no KeyField or ListingKey field; set ListingKey under Field overrides in the configuration',
    );
    expect(resolveSystemNames(table, '', { ListingKey: 'MLS_ID' })).toMatchObject({ ListingKey: 'MLS_ID', ModificationTimestamp: 'ModificationTimestamp' });
  });
});

describe('field overrides checked against the metadata', () => {
  const table = [
    { SystemName: 'LIST_1', StandardName: 'ListingKey' },
    { SystemName: 'LIST_87', StandardName: '' },
  ];

  it("takes an override in the table's own spelling", () => {
    expect(resolveSystemNames(table, 'LIST_1', { ModificationTimestamp: 'list_87' })).toMatchObject({ ListingKey: 'LIST_1', ModificationTimestamp: 'LIST_87' });
  });

  it('names the override that points at no field, and where to correct it', () => {
    expect(() => resolveSystemNames(table, 'LIST_1', { ModificationTimestamp: 'LIST_88' }, 'Property:A')).toThrow(
      'The field override ModificationTimestamp → LIST_88 names no field of Property:A in the RETS metadata; correct ModificationTimestamp under Field overrides in the configuration',
    );
  });
});
