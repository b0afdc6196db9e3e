import { readCompactRows } from './compact-format';
import { isXmlNode, parseRetsReply, retsReplyError, textOf, type TXmlNode } from './rets-xml';

/** Metadata types this client reads, with the element name each row has in STANDARD-XML. */
const ROW_ELEMENT = {
  'METADATA-RESOURCE': 'Resource',
  'METADATA-CLASS': 'Class',
  'METADATA-TABLE': 'Field',
  'METADATA-OBJECT': 'Object',
  'METADATA-LOOKUP_TYPE': 'LookupType',
} as const;

export type TMetadataType = keyof typeof ROW_ELEMENT;

export type TSystemMetadata = { systemId: string | null; timeZoneOffset: string | null };

/**
 * STANDARD-XML wraps metadata in `<METADATA>` with one element per row; COMPACT puts the metadata
 * element straight under `<RETS>` with COLUMNS/DATA. Both come back as rows of strings.
 */
export function parseMetadataRows(body: string, type: TMetadataType, url: string): Record<string, string>[] {
  const rets = readMetadataReply(body, url);
  const container = findMetadataElement(rets, type);
  if (!container) return [];
  if ('COLUMNS' in container) return readCompactRows(container).rows;
  const items = container[ROW_ELEMENT[type]];
  if (!Array.isArray(items)) return [];
  return items.filter(isXmlNode).map((item) => {
    const row: Record<string, string> = {};
    for (const [name, value] of Object.entries(item)) {
      if (name !== '#text') row[name] = textOf(value).trim();
    }
    return row;
  });
}

/** METADATA-SYSTEM: SystemID and TimeZoneOffset, as attributes (1.7.2) or child elements (older servers). */
export function parseSystemMetadata(body: string, url: string): TSystemMetadata {
  const rets = readMetadataReply(body, url);
  const container = findMetadataElement(rets, 'METADATA-SYSTEM');
  const system = container && isXmlNode(container.SYSTEM) ? container.SYSTEM : null;
  const read = (name: string): string | null => {
    const value = system ? textOf(system[name]).trim() : '';
    const fromContainer = container ? textOf(container[name]).trim() : '';
    return value || fromContainer || null;
  };
  return { systemId: read('SystemID'), timeZoneOffset: read('TimeZoneOffset') };
}

function readMetadataReply(body: string, url: string): TXmlNode {
  const reply = parseRetsReply(body, url);
  if (reply.replyCode !== 0) throw retsReplyError('GetMetadata', reply, url);
  return reply.rets;
}

function findMetadataElement(rets: TXmlNode, type: string): TXmlNode | null {
  const wrapped = isXmlNode(rets.METADATA) ? rets.METADATA[type] : undefined;
  const element = wrapped ?? rets[type];
  return isXmlNode(element) ? element : null;
}
