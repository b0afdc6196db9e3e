import type { TXmlContent } from './xml-tree';

export type TXmlNode = Record<string, unknown>;

/**
 * Turns elements and text into plain objects the way fast-xml-parser shaped them: attributes and
 * child elements as keys (an attribute wins over a child of the same name), an element repeated or
 * named by `isRepeated` as an array, the text as `#text` (all its pieces joined), and an element
 * with nothing but text as that bare string ("" when empty).
 */
export function toXmlNode(content: TXmlContent[], isRepeated: (name: string) => boolean): TXmlNode {
  const node: TXmlNode = {};
  let text: string | undefined;
  for (const item of content) {
    if (typeof item === 'string') {
      text = text === undefined ? item : text + item;
      continue;
    }
    let value: unknown = toXmlNode(item.children, isRepeated);
    const children = value as TXmlNode;
    if (item.attributes) {
      for (const [name, attribute] of Object.entries(item.attributes)) {
        children[name] = isRepeated(name) ? [attribute] : attribute;
      }
    } else {
      const keys = Object.keys(children);
      if (keys.length === 1 && keys[0] === '#text') value = children['#text'];
      else if (keys.length === 0) value = '';
    }
    const existing = Object.hasOwn(node, item.name) ? node[item.name] : undefined;
    if (Array.isArray(existing)) {
      existing.push(value);
    } else if (existing !== undefined) {
      node[item.name] = [existing, value];
    } else {
      node[item.name] = isRepeated(item.name) ? [value] : value;
    }
  }
  if (text) node['#text'] = text;
  return node;
}
