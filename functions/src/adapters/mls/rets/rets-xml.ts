import { XMLParser, type EntityDecoderOptions } from 'fast-xml-parser';
import { MlsError } from '../mls-client';
import { decodeXmlEntities } from './xml-entities';

/**
 * RETS replies are XML whose quirks (attributes in any order, spaces around `=`, self-closing roots,
 * CR/LF and tabs that carry meaning inside COMPACT rows, `&amp;` and numeric entities) a real parser
 * handles and regular expressions get wrong. Values stay strings with their whitespace, because the
 * COMPACT delimiter is itself whitespace.
 */
const REPEATED_ELEMENTS = new Set(['DATA', 'Resource', 'Class', 'Field', 'Object', 'LookupType', 'Lookup']);

/**
 * Decodes the XML entities, character references and the common HTML names (xml-entities.ts), and
 * nothing a document declares: fast-xml-parser hands a DOCTYPE's entities to `addInputEntities`, which
 * drops them, so no declared (or external) entity is ever expanded, however many a DOCTYPE nests.
 */
const NO_DECLARED_ENTITIES: EntityDecoderOptions = {
  decode: decodeXmlEntities,
  addInputEntities: () => {},
  setExternalEntities: () => {},
  reset: () => {},
  setXmlVersion: () => {},
};

/** Made once per container; `parse` keeps no state between documents. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  entityDecoder: NO_DECLARED_ENTITIES,
  isArray: (name) => REPEATED_ELEMENTS.has(name),
});

export type TXmlNode = Record<string, unknown>;

/**
 * A document as plain objects: attributes and child elements as keys, `REPEATED_ELEMENTS` always as
 * arrays, text as `#text`. Throws on what fast-xml-parser cannot read (an unclosed tag, comment, CDATA
 * section or DOCTYPE, more than 100 nested elements, a name that would reach an object's prototype).
 */
export const readRetsXml = (body: string): TXmlNode => parser.parse(body) as TXmlNode;

/** A RETS reply: its code, its text, and the `<RETS>` element's content. */
export type TRetsReply = { replyCode: number; replyText: string; rets: TXmlNode };

export function isXmlNode(value: unknown): value is TXmlNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The text of an element that may be a bare string or an object carrying attributes and `#text`. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isXmlNode(value) && typeof value['#text'] === 'string') return value['#text'];
  return '';
}

/** Parses a reply body; a body that is not a RETS document (an HTML bot challenge, a proxy page) is an MlsError. */
export function parseRetsReply(body: string, url: string): TRetsReply {
  let document: TXmlNode;
  try {
    document = readRetsXml(body);
  } catch {
    throw notRets(body, url);
  }
  const rets = document.RETS;
  const root = isXmlNode(rets) ? rets : typeof rets === 'string' ? { '#text': rets } : null;
  if (!root || typeof root.ReplyCode !== 'string') throw notRets(body, url);
  const replyCode = Number.parseInt(root.ReplyCode.trim(), 10);
  if (!Number.isFinite(replyCode)) throw notRets(body, url);
  return { replyCode, replyText: typeof root.ReplyText === 'string' ? root.ReplyText : '', rets: root };
}

function notRets(body: string, url: string): MlsError {
  const looksLikeHtml = /<html|<!doctype html/i.test(body.slice(0, 2000));
  const what = looksLikeHtml ? 'an HTML page (perhaps a bot challenge or a login portal)' : 'something that is not a RETS reply';
  return new MlsError(`The MLS server answered with ${what} instead of RETS XML`, { url });
}

/** Turns a non-zero reply code into an error a person can read in the sync log. */
export function retsReplyError(action: string, reply: TRetsReply, url: string): MlsError {
  const text = reply.replyText.trim() || 'no reply text';
  return new MlsError(`RETS ${action} failed: ${reply.replyCode} ${text}`, { replyCode: reply.replyCode, url });
}
