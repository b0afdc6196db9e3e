type TRecord = Record<string, unknown>;

const edmType = (name: string, value: unknown): string => {
  if (name.endsWith('Timestamp') || name.endsWith('Time')) return 'Edm.DateTimeOffset';
  if (name.endsWith('Date')) return 'Edm.Date';
  if (typeof value === 'boolean' || name.endsWith('YN')) return 'Edm.Boolean';
  if (typeof value === 'number') return Number.isInteger(value) && !/Price|Latitude|Longitude|Acres/.test(name) ? 'Edm.Int64' : 'Edm.Decimal';
  return 'Edm.String';
};

const entityType = (name: string, key: string, sample: TRecord, navigation: string) =>
  [
    `      <EntityType Name="${name}">`,
    `        <Key><PropertyRef Name="${key}"/></Key>`,
    ...Object.entries(sample)
      .filter(([, value]) => !Array.isArray(value))
      .map(([field, value]) => `        <Property Name="${field}" Type="${edmType(field, value)}"/>`),
    navigation,
    '      </EntityType>',
  ].join('\n');

/** A CSDL document for Property, Media, OpenHouse, Member and Office, with fields taken from sample records. */
export function buildMetadataXml(samples: { property: TRecord; media: TRecord; openHouse: TRecord; member: TRecord; office: TRecord }): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<edmx:Edmx xmlns:edmx="http://docs.oasis-open.org/odata/ns/edmx" Version="4.0">',
    '  <edmx:DataServices>',
    '    <Schema xmlns="http://docs.oasis-open.org/odata/ns/edm" Namespace="org.reso.metadata">',
    entityType(
      'Property',
      'ListingKey',
      samples.property,
      '        <NavigationProperty Name="Media" Type="Collection(org.reso.metadata.Media)"/>\n        <NavigationProperty Name="OpenHouse" Type="Collection(org.reso.metadata.OpenHouse)"/>',
    ),
    entityType('Media', 'MediaKey', samples.media, ''),
    entityType('OpenHouse', 'OpenHouseKey', samples.openHouse, ''),
    entityType('Member', 'MemberKey', samples.member, ''),
    entityType('Office', 'OfficeKey', samples.office, ''),
    '      <EntityContainer Name="Default">',
    '        <EntitySet Name="Property" EntityType="org.reso.metadata.Property"/>',
    '        <EntitySet Name="OpenHouse" EntityType="org.reso.metadata.OpenHouse"/>',
    '        <EntitySet Name="Member" EntityType="org.reso.metadata.Member"/>',
    '        <EntitySet Name="Office" EntityType="org.reso.metadata.Office"/>',
    '      </EntityContainer>',
    '    </Schema>',
    '  </edmx:DataServices>',
    '</edmx:Edmx>',
  ].join('\n');
}
