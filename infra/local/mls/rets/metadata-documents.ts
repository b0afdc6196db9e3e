import { CLASS_NAME, KEY_FIELD, LISTING_COLUMNS, RESOURCE_ID } from './listing-columns';
import { compactBlock, escapeXml, retsReply } from './rets-xml-writer';

export type TMetadataFormat = 'COMPACT' | 'STANDARD-XML';

const VERSION = '1.00.00001';
const DATE = '2026-01-01T00:00:00Z';

type TRows = { columns: string[]; rows: string[][] };

const resources = (): TRows => ({
  columns: ['ResourceID', 'StandardName', 'VisibleName', 'Description', 'KeyField', 'ClassCount'],
  rows: [[RESOURCE_ID, 'Property', 'Property', 'Listings', KEY_FIELD, '1']],
});

const classes = (): TRows => ({
  columns: ['ClassName', 'StandardName', 'VisibleName', 'Description', 'TableVersion', 'TableDate'],
  rows: [[CLASS_NAME, 'ResidentialProperty', 'Residential', 'Residential', VERSION, DATE]],
});

const table = (): TRows => ({
  columns: ['SystemName', 'StandardName', 'LongName', 'DBName', 'ShortName', 'DataType', 'Searchable', 'Unique', 'InKeyIndex'],
  rows: LISTING_COLUMNS.map((column) => {
    const isKey = column.name === KEY_FIELD ? '1' : '0';
    return [column.name, column.name, column.longName, column.name.slice(0, 10), column.name, column.dataType, '1', isKey, isKey];
  }),
});

const objects = (): TRows => ({
  columns: ['ObjectType', 'MimeType', 'VisibleName', 'Description'],
  rows: [['Photo', 'image/jpeg', 'Photo', 'Listing photo']],
});

const METADATA = {
  'METADATA-RESOURCE': { rows: resources, element: 'Resource', attributes: '' },
  'METADATA-CLASS': { rows: classes, element: 'Class', attributes: ` Resource="${RESOURCE_ID}"` },
  'METADATA-TABLE': { rows: table, element: 'Field', attributes: ` Resource="${RESOURCE_ID}" Class="${CLASS_NAME}"` },
  'METADATA-OBJECT': { rows: objects, element: 'Object', attributes: ` Resource="${RESOURCE_ID}"` },
} as const;

/** A GetMetadata reply for one type and id, in the format asked for; null when the type or id is unknown. */
export function metadataReply(type: string, id: string, format: TMetadataFormat, system: { systemId: string; timeZoneOffset: string }): string | null {
  if (type === 'METADATA-SYSTEM') return systemReply(format, system);
  if (!(type in METADATA)) return null;
  const known = type === 'METADATA-RESOURCE' ? ['0', '*'] : type === 'METADATA-TABLE' ? [`${RESOURCE_ID}:${CLASS_NAME}`, '*'] : [RESOURCE_ID, '*'];
  if (!known.includes(id)) return null;
  const { rows, element, attributes } = METADATA[type as keyof typeof METADATA];
  const { columns, rows: values } = rows();
  const opening = `<${type}${attributes} Version="${VERSION}" Date="${DATE}">`;
  if (format === 'COMPACT') return retsReply(0, 'Success', `${opening}\n${compactBlock(columns, values)}</${type}>\n`);
  const items = values
    .map((row) => `<${element}>${columns.map((column, index) => `<${column}>${escapeXml(row[index] ?? '')}</${column}>`).join('')}</${element}>`)
    .join('\n');
  return retsReply(0, 'Success', `<METADATA>\n${opening}\n${items}\n</${type}>\n</METADATA>\n`);
}

function systemReply(format: TMetadataFormat, system: { systemId: string; timeZoneOffset: string }): string {
  const systemElement = `<SYSTEM SystemID="${escapeXml(system.systemId)}" SystemDescription="Local MLS" TimeZoneOffset="${system.timeZoneOffset}"/>`;
  const body = `<METADATA-SYSTEM Version="${VERSION}" Date="${DATE}">\n${systemElement}\n<COMMENTS></COMMENTS>\n</METADATA-SYSTEM>\n`;
  return retsReply(0, 'Success', format === 'COMPACT' ? body : `<METADATA>\n${body}</METADATA>\n`);
}
