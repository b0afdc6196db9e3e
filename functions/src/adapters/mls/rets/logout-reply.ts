import { readResponseLines } from './login-reply';
import { parseRetsReply, retsReplyError, textOf } from './rets-xml';

/** What Logout answered; a reply that is not RETS XML (bare text, an HTML page) keeps its text and has no code. */
export type TLogoutReply = { replyCode: number | null; replyText: string; signOffMessage: string | null };

/**
 * Reads a Logout reply. The session ends whatever the body, so a non-RETS body is no error; a RETS
 * reply code other than 0 is (e.g. 20037: the session had already ended on the server).
 */
export function parseLogoutReply(body: string, url: string): TLogoutReply {
  let reply: ReturnType<typeof parseRetsReply>;
  try {
    reply = parseRetsReply(body, url);
  } catch {
    return { replyCode: null, replyText: body.trim().slice(0, 200), signOffMessage: null };
  }
  if (reply.replyCode !== 0) throw retsReplyError('Logout', reply, url);
  const lines = readResponseLines(textOf(reply.rets['RETS-RESPONSE']));
  return { replyCode: reply.replyCode, replyText: reply.replyText, signOffMessage: lines.SignOffMessage ?? null };
}
