/** One outgoing e-mail, plain text. */
export type TMail = {
  to: string;
  /** Where the recipient's answer goes (the agent's own address), so nobody replies to a no-reply sender. */
  replyTo?: string;
  subject: string;
  text: string;
  /**
   * The https address that unsubscribes the recipient from this kind of mail with one POST (RFC 8058):
   * sent as `List-Unsubscribe: <url>` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`.
   */
  unsubscribeUrl?: string;
};

/** The RFC 8058 header pair of a mail that has an unsubscribe address (none otherwise). */
export const listUnsubscribeHeaders = (mail: TMail): Record<string, string> =>
  mail.unsubscribeUrl ? { 'List-Unsubscribe': `<${oneLine(mail.unsubscribeUrl, 500)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};

/** The mail adapter's interface; services receive one in their deps (`mail`). */
export type TMailSender = { send: (mail: TMail) => Promise<{ messageId: string }> };

/** Header lines never carry line breaks (no header injection through a subject built from user text). */
export const oneLine = (text: string, max = 200) =>
  text
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max);
