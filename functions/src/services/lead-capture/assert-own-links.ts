import type { TFieldError } from '@shared/errors';
import { badRequest } from '../../platform/app-error';
import { linkHostsIn } from './links-in-text';

/** Hosts an agent's mail may link to: the product's and the agent's own website (a subdomain of either too). */
export function allowedLinkHosts(input: { siteOrigin: string; website: string | null | undefined }): string[] {
  const hosts = [input.siteOrigin, input.website].flatMap((address) => {
    if (!address) return [];
    try {
      return [new URL(address).hostname.replace(/^www\./, '')];
    } catch {
      return [];
    }
  });
  return [...new Set(hosts)];
}

const isAllowed = (host: string, allowed: readonly string[]) => allowed.some((own) => host === own || host.endsWith(`.${own}`));

/** Each field whose text links to a host not allowed, with what was found (none: the words may go out). */
export function foreignLinkErrors(fields: Record<string, string>, allowed: readonly string[]): TFieldError[] {
  return Object.entries(fields).flatMap(([path, text]) => {
    const foreign = [...new Set(linkHostsIn(text).filter((host) => !isAllowed(host, allowed)))];
    return foreign.length ? [{ path, message: foreignLinksMessage(foreign, allowed) }] : [];
  });
}

/** Words an agent writes for mail to visitors link only to the allowed hosts: 400 naming each field that does not, nothing saved. */
export function assertOwnLinksOnly(fields: Record<string, string>, allowed: readonly string[]): void {
  const errors = foreignLinkErrors(fields, allowed);
  if (errors.length) throw badRequest(FOREIGN_LINKS_MESSAGE, errors);
}

export const FOREIGN_LINKS_MESSAGE = 'Links in e-mails to visitors may only point to your own website or ours.';

const foreignLinksMessage = (foreign: string[], allowed: readonly string[]) => `Links may only point to ${allowed.join(' or ')}; remove ${foreign.join(', ')}`;
