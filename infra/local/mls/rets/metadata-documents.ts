import {
  CLASS_NAME,
  KEY_FIELD,
  LISTING_COLUMNS,
  OPEN_HOUSE_CLASS_NAME,
  OPEN_HOUSE_COLUMNS,
  OPEN_HOUSE_KEY_FIELD,
  OPEN_HOUSE_RESOURCE_ID,
  RESOURCE_ID,
} from './listing-columns';
import { compactBlock, escapeXml, retsReply } from './rets-xml-writer';

export type TMetadataFormat = 'COMPACT' | 'STANDARD-XML';

const VERSION = '1.00.00001';
const DATE = '2026-01-01T00:00:00Z';

type TRows = { columns: string[]; rows: string[][] };
type TColumn = { name: string; dataType: string; longName: string };

/** Each resource with its one class and that class's fields. */
const RESOURCES = [
  { id: RESOURCE_ID, keyField: KEY_FIELD, className: CLASS_NAME, classStandardName: 'ResidentialProperty', columns: LISTING_COLUMNS as readonly TColumn[] },
  {
    id: OPEN_HOUSE_RESOURCE_ID,
    keyField: OPEN_HOUSE_KEY_FIELD,
    className: OPEN_HOUSE_CLASS_NAME,
    classStandardName: 'OpenHouse',
    columns: OPEN_HOUSE_COLUMNS as readonly TColumn[],
  },
];

const resourceRows = (): TRows => ({
  columns: ['ResourceID', 'StandardName', 'VisibleName', 'Description', 'KeyField', 'ClassCount'],
  rows: RESOURCES.map((resource) => [resource.id, resource.id, resource.id, resource.id, resource.keyField, '1']),
});

const classRows = (resource: (typeof RESOURCES)[number]): TRows => ({
  columns: ['ClassName', 'StandardName', 'VisibleName', 'Description', 'TableVersion', 'TableDate'],
  rows: [[resource.className, resource.classStandardName, resource.className, resource.className, VERSION, DATE]],
});

const tableRows = (resource: (typeof RESOURCES)[number]): TRows => ({
  columns: ['SystemName', 'StandardName', 'LongName', 'DBName', 'ShortName', 'DataType', 'Searchable', 'Unique', 'InKeyIndex'],
  rows: resource.columns.map((column) => {
    const isKey = column.name === resource.keyField ? '1' : '0';
    return [column.name, column.name, column.longName, column.name.slice(0, 10), column.name, column.dataType, '1', isKey, isKey];
  }),
});

const objectRows = (): TRows => ({
  columns: ['ObjectType', 'MimeType', 'VisibleName', 'Description'],
  rows: [['Photo', 'image/jpeg', 'Photo', 'Listing photo']],
});

/** The rows, row element and attributes of one metadata type and id; null when unknown. */
function lookup(type: string, id: string): { rows: TRows; element: string; attributes: string } | null {
  const resource = RESOURCES.find((candidate) => candidate.id === id.split(':')[0]);
  switch (type) {
    case 'METADATA-RESOURCE':
      return id === '0' || id === '*' ? { rows: resourceRows(), element: 'Resource', attributes: '' } : null;
    case 'METADATA-CLASS':
      return resource && !id.includes(':') ? { rows: classRows(resource), element: 'Class', attributes: ` Resource="${resource.id}"` } : null;
    case 'METADATA-TABLE':
      return resource && id === `${resource.id}:${resource.className}`
        ? { rows: tableRows(resource), element: 'Field', attributes: ` Resource="${resource.id}" Class="${resource.className}"` }
        : null;
    case 'METADATA-OBJECT':
      return id === RESOURCE_ID ? { rows: objectRows(), element: 'Object', attributes: ` Resource="${RESOURCE_ID}"` } : null;
    default:
      return null;
  }
}

/** A GetMetadata reply for one type and id, in the format asked for; null when the type or id is unknown. */
export function metadataReply(type: string, id: string, format: TMetadataFormat, system: { systemId: string; timeZoneOffset: string }): string | null {
  if (type === 'METADATA-SYSTEM') return systemReply(format, system);
  const found = lookup(type, id);
  if (!found) return null;
  const { columns, rows } = found.rows;
  const opening = `<${type}${found.attributes} Version="${VERSION}" Date="${DATE}">`;
  if (format === 'COMPACT') return retsReply(0, 'Success', `${opening}\n${compactBlock(columns, rows)}</${type}>\n`);
  const items = rows
    .map((row) => `<${found.element}>${columns.map((column, index) => `<${column}>${escapeXml(row[index] ?? '')}</${column}>`).join('')}</${found.element}>`)
    .join('\n');
  return retsReply(0, 'Success', `<METADATA>\n${opening}\n${items}\n</${type}>\n</METADATA>\n`);
}

function systemReply(format: TMetadataFormat, system: { systemId: string; timeZoneOffset: string }): string {
  const systemElement = `<SYSTEM SystemID="${escapeXml(system.systemId)}" SystemDescription="Local MLS" TimeZoneOffset="${system.timeZoneOffset}"/>`;
  const body = `<METADATA-SYSTEM Version="${VERSION}" Date="${DATE}">\n${systemElement}\n<COMMENTS></COMMENTS>\n</METADATA-SYSTEM>\n`;
  return retsReply(0, 'Success', format === 'COMPACT' ? body : `<METADATA>\n${body}</METADATA>\n`);
}
