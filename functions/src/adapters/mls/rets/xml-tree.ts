import { decodeXmlEntities } from './xml-entities';

/** An element as written: its name, its attributes (null when it has none), and text and elements in order. */
export type TXmlElement = { name: string; attributes: Record<string, string> | null; children: TXmlContent[] };
export type TXmlContent = TXmlElement | string;

/** Names that would reach an object's prototype: a document carrying one is refused. */
const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype']);
/** Names of Object.prototype methods, renamed `__name` so that no key shadows them. */
const SHADOWING_NAMES = new Set(['hasOwnProperty', 'toString', 'valueOf', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__']);
const MAX_DEPTH = 100;
/** `name="value"`, `name='value'`, or a bare name (which is dropped). */
const ATTRIBUTE = /([^\s=]+)\s*(=\s*(?:"([^"]*)"|'([^']*)'))?/g;

/**
 * Reads a document into elements and text, as leniently as fast-xml-parser did: end tags close the
 * innermost open element whatever their name, unclosed elements end with the document, a bare `&`
 * is data, and so are `<` and `>` inside a quoted attribute value. Line ends become `\n` (as XML
 * says), text keeps every other character. A DOCTYPE is skipped whole, so no DTD entity is ever
 * expanded. Throws on what cannot be read: an unterminated tag, comment, CDATA section or DOCTYPE,
 * more than 100 nested elements, or a name that would reach an object's prototype.
 */
export function readXmlTree(source: string): TXmlContent[] {
  const xml = source.replace(/\r\n?/g, '\n');
  const document: TXmlElement = { name: '', attributes: null, children: [] };
  const open: TXmlElement[] = [];
  let current = document;
  let text = '';
  let hasDoctype = false;
  const flushText = (): void => {
    if (text) current.children.push(decodeXmlEntities(text));
    text = '';
  };

  for (let index = 0; index < xml.length; index++) {
    if (xml[index] !== '<') {
      const nextTag = xml.indexOf('<', index);
      const textEnd = nextTag === -1 ? xml.length : nextTag;
      text += xml.slice(index, textEnd);
      index = textEnd - 1;
      continue;
    }
    if (xml.startsWith('</', index)) {
      const end = indexOrThrow(xml, '>', index, 'Closing Tag is not closed.');
      checkName(xml.slice(index + 2, end).trim());
      flushText();
      current = open.pop() ?? document;
      index = end;
    } else if (xml.startsWith('<?', index)) {
      const tag = readTag(xml, index, '?>');
      if (!tag) throw new Error('Pi Tag is not closed.');
      flushText();
      const attributes = tag.name !== tag.rest ? readAttributes(tag.rest) : null;
      current.children.push({ name: tag.name, attributes, children: [] });
      index = tag.end + 1;
    } else if (xml.startsWith('<!--', index)) {
      index = indexOrThrow(xml, '-->', index + 4, 'Comment is not closed.') + 2;
    } else if (xml.startsWith('<!D', index)) {
      if (hasDoctype) throw new Error('Multiple DOCTYPE declarations found.');
      hasDoctype = true;
      index = endOfDoctype(xml, index);
    } else if (xml.startsWith('<![', index)) {
      const end = indexOrThrow(xml, ']]>', index, 'CDATA is not closed.');
      flushText();
      current.children.push(xml.slice(index + 9, end));
      index = end + 2;
    } else {
      const tag = readTag(xml, index, '>');
      if (!tag) throw new Error('Tag is not closed.');
      if (current !== document) flushText();
      text = '';
      let { name, rest } = tag;
      const isSelfClosing = rest.endsWith('/');
      if (isSelfClosing) {
        if (name.endsWith('/')) rest = name = name.slice(0, -1);
        else rest = rest.slice(0, -1);
      }
      if (name === '#text') throw new Error('Invalid tag name: #text');
      const element: TXmlElement = { name: checkName(name), attributes: name !== rest ? readAttributes(rest) : null, children: [] };
      current.children.push(element);
      if (!isSelfClosing) {
        if (open.length > MAX_DEPTH) throw new Error('Maximum nested tags exceeded');
        open.push(current);
        current = element;
      }
      index = tag.end;
    }
  }
  return document.children;
}

function indexOrThrow(xml: string, what: string, from: number, message: string): number {
  const found = xml.indexOf(what, from);
  if (found === -1) throw new Error(message);
  return found;
}

/**
 * A tag from `<` to its closing `>` (or `?>`), skipping quoted values. `name` runs to the first
 * whitespace; `rest` is what follows it, or the name again when nothing does. Tabs outside quotes read as spaces.
 */
function readTag(xml: string, start: number, closing: string): { name: string; rest: string; end: number } | null {
  let expression = '';
  let segmentStart = start + 1;
  for (let index = start + 1; index < xml.length; index++) {
    const char = xml[index];
    if (char === '"' || char === "'") {
      index = xml.indexOf(char, index + 1);
      if (index === -1) return null;
    } else if (char === closing[0] && (closing.length === 1 || xml[index + 1] === closing[1])) {
      expression += xml.slice(segmentStart, index);
      const separator = expression.search(/\s/);
      if (separator === -1) return { name: expression, rest: expression, end: index };
      return { name: expression.slice(0, separator), rest: expression.slice(separator + 1).trimStart(), end: index };
    } else if (char === '\t') {
      expression += xml.slice(segmentStart, index) + ' ';
      segmentStart = index + 1;
    }
  }
  return null;
}

function readAttributes(expression: string): Record<string, string> | null {
  const attributes: Record<string, string> = {};
  let hasAny = false;
  for (const match of expression.matchAll(ATTRIBUTE)) {
    const value = match[3] ?? match[4];
    const name = match[1];
    if (value === undefined || !name) continue;
    attributes[checkName(name)] = decodeXmlEntities(value);
    hasAny = true;
  }
  return hasAny ? attributes : null;
}

function checkName(name: string): string {
  if (FORBIDDEN_NAMES.has(name)) throw new Error(`Invalid name: "${name}"`);
  return SHADOWING_NAMES.has(name) ? `__${name}` : name;
}

/** The index of the `>` that ends a DOCTYPE, past quoted literals and the bracketed internal subset. */
function endOfDoctype(xml: string, start: number): number {
  let inSubset = false;
  for (let index = start + 2; index < xml.length; index++) {
    const char = xml[index];
    if (char === '"' || char === "'") {
      index = indexOrThrow(xml, char, index + 1, 'Unterminated DOCTYPE literal.');
    } else if (inSubset && xml.startsWith('<!--', index)) {
      index = indexOrThrow(xml, '-->', index + 4, 'Comment is not closed.') + 2;
    } else if (char === '[') {
      inSubset = true;
    } else if (char === ']') {
      inSubset = false;
    } else if (char === '>' && !inSubset) {
      return index;
    }
  }
  throw new Error('Unclosed DOCTYPE');
}
