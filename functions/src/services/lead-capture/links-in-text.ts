/**
 * What a mail client would turn into a link in plain text: an address with a scheme (https://…), one
 * starting with www., or a bare domain with or without a path (evil.example/claim). A bare domain is any
 * run of labels ending in two or more letters, so a few words with a dot ("sq.ft") count too: for a
 * visitor's name that only drops the word, for an agent's text the error names what was found.
 * E-mail addresses are not web links (their domain is skipped).
 */
const LINK =
  /(?<![\p{L}\p{N}])[a-z][a-z0-9+.-]*:\/\/[^\s<>"']+|(?<![@\p{L}\p{N}_.-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(?::\d+)?(?:[/?#][^\s<>"']*)?/giu;

/** The hosts the links in `text` point to, lower-cased, without a leading www. (a link that is no valid URL keeps its text). */
export function linkHostsIn(text: string): string[] {
  return [...text.matchAll(LINK)].map(([link]) => hostOf(link));
}

function hostOf(link: string): string {
  try {
    return new URL(link.includes('://') ? link : `http://${link}`).hostname.replace(/^www\./, '');
  } catch {
    return link.toLowerCase();
  }
}

/** `text` on one line without any word that holds a link, an e-mail address or a scheme (javascript:…). */
export function withoutLinkWords(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => word && !word.includes('@') && linkHostsIn(word).length === 0 && !/^[a-z][a-z0-9+.-]*:\S/i.test(word))
    .join(' ');
}

/** A visitor's name as a mail may greet them: withoutLinkWords, at most 60 characters. */
export const nameForMail = (name: string): string => withoutLinkWords(name).slice(0, 60).trim();
