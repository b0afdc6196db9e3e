import { MlsError } from '../mls-client';
import { parseRetsReply, retsReplyError, textOf } from './rets-xml';

export type TCapabilities = {
  search: string;
  getMetadata: string;
  getObject: string | null;
  logout: string | null;
};

/** `loggedInMemberId`: the agent code of the `User=` line (agentCodeOf). */
export type TLoginReply = { replyText: string; capabilities: TCapabilities; info: Record<string, string>; loggedInMemberId: string | null };

/** The `key=value` lines of RETS-RESPONSE (capability URLs, MetadataVersion, TimeoutSeconds, …). */
export function readResponseLines(text: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const separator = line.indexOf('=');
    if (separator <= 0) continue;
    entries[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return entries;
}

/**
 * The member a RETS login is: RETS 1.7.2's `User=<user-id>,<user-level>,<user-class>,<agent-code>`, its fourth
 * field trimmed. null when the line or the field is absent or empty (servers leave it empty for users who are
 * no agent, and some send fewer fields).
 */
export function agentCodeOf(user: string | undefined): string | null {
  return user?.split(',')[3]?.trim() || null;
}

/** Reads a Login reply; capability URLs may be relative to the login URL or absolute. */
export function parseLoginReply(body: string, loginUrl: string): TLoginReply {
  const reply = parseRetsReply(body, loginUrl);
  if (reply.replyCode !== 0) throw retsReplyError('Login', reply, loginUrl);
  const info = readResponseLines(textOf(reply.rets['RETS-RESPONSE']) || textOf(reply.rets));
  const resolve = (name: string): string | null => {
    const value = info[name];
    return value ? new URL(value, loginUrl).toString() : null;
  };
  const search = resolve('Search');
  const getMetadata = resolve('GetMetadata');
  if (!search || !getMetadata) {
    throw new MlsError('The RETS Login reply lacks the Search or GetMetadata capability URL', { url: loginUrl });
  }
  return {
    replyText: reply.replyText,
    capabilities: { search, getMetadata, getObject: resolve('GetObject'), logout: resolve('Logout') },
    info,
    loggedInMemberId: agentCodeOf(info.User),
  };
}
