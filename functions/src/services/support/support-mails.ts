import { PRODUCT_NAME } from '@shared/constants/product';
import { SUPPORT_TOPIC_LABELS, type TSupportTopic } from '@shared/constants/support';
import type { TMail } from '../../adapters/mail/mail';

/** Our answer to a support request, to its author's confirmed address. */
export const supportReplyMail = (to: string, request: { topic: TSupportTopic; message: string }, reply: string, helpUrl: string): TMail => ({
  to,
  subject: `Re: your ${PRODUCT_NAME} support request (${SUPPORT_TOPIC_LABELS[request.topic]})`,
  text: [
    reply,
    '',
    `You can read this answer and your requests at ${helpUrl}.`,
    '',
    '—',
    'You wrote:',
    ...request.message.split('\n').map((line) => `> ${line}`),
  ].join('\n'),
});
