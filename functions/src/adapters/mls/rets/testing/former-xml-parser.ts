import { XMLParser } from 'fast-xml-parser';
import { parseRetsReply, readRetsXml } from '../rets-xml';

/**
 * fast-xml-parser with its own entity decoding (`htmlEntities`), as rets-xml.ts first had it: the oracle
 * the equivalence tests hold every document against, so that the product's decoder (xml-entities.ts,
 * which drops what a DOCTYPE declares) decodes everything else exactly as the library does. Only tests
 * import this file.
 */
const REPEATED_ELEMENTS = new Set(['DATA', 'Resource', 'Class', 'Field', 'Object', 'LookupType', 'Lookup']);
const fastXmlParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  htmlEntities: true,
  isArray: (name) => REPEATED_ELEMENTS.has(name),
});

export type TParseOutcome = { document: unknown } | { error: true };

function outcome(parse: () => unknown): TParseOutcome {
  try {
    return { document: parse() };
  } catch {
    return { error: true };
  }
}

export function formerDocument(body: string): TParseOutcome {
  return outcome(() => fastXmlParser.parse(body));
}

export function currentDocument(body: string): TParseOutcome {
  return outcome(() => readRetsXml(body));
}

/** parseRetsReply as it was on fast-xml-parser: the reply, or the MlsError's message. */
export function formerRetsReply(body: string): unknown {
  const parsed = formerDocument(body);
  const rets = 'document' in parsed ? (parsed.document as Record<string, unknown>).RETS : undefined;
  const root =
    typeof rets === 'object' && rets !== null && !Array.isArray(rets) ? (rets as Record<string, unknown>) : typeof rets === 'string' ? { '#text': rets } : null;
  const replyCode = root && typeof root.ReplyCode === 'string' ? Number.parseInt(root.ReplyCode.trim(), 10) : NaN;
  if (!root || !Number.isFinite(replyCode)) {
    const looksLikeHtml = /<html|<!doctype html/i.test(body.slice(0, 2000));
    const what = looksLikeHtml ? 'an HTML page (perhaps a bot challenge or a login portal)' : 'something that is not a RETS reply';
    return `The MLS server answered with ${what} instead of RETS XML`;
  }
  return { replyCode, replyText: typeof root.ReplyText === 'string' ? root.ReplyText : '', rets: root };
}

/** parseRetsReply today: the reply, or the MlsError's message. */
export function currentRetsReply(body: string): unknown {
  try {
    return parseRetsReply(body, 'https://rets.example.com/Search');
  } catch (error) {
    return (error as Error).message;
  }
}
