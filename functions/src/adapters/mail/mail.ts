/** One outgoing e-mail, plain text. */
export type TMail = {
  to: string;
  /** Where the recipient's answer goes (the agent's own address), so nobody replies to a no-reply sender. */
  replyTo?: string;
  subject: string;
  text: string;
};

/** The mail adapter's interface; services receive one in their deps (`mail`). */
export type TMailSender = { send: (mail: TMail) => Promise<{ messageId: string }> };

/** Header lines never carry line breaks (no header injection through a subject built from user text). */
export const oneLine = (text: string, max = 200) => text.replace(/[\r\n\t]+/g, ' ').trim().slice(0, max);
