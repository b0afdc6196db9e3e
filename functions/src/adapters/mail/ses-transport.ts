import { awsFetch } from '../../platform/aws-fetch';
import { listUnsubscribeHeaders, oneLine, type TMailSender } from './mail';

/**
 * Amazon SES (v2 SendEmail, simple content, UTF-8): REST-JSON, the request as its body, `{ MessageId }` back.
 * The function needs ses:SendEmail (route resource 'mail:send').
 */
export function createSesTransport(options: { from: string; configurationSet?: string }): TMailSender {
  return {
    async send(mail) {
      const headers = Object.entries(listUnsubscribeHeaders(mail)).map(([Name, Value]) => ({ Name, Value }));
      const request = {
        FromEmailAddress: options.from,
        ...(options.configurationSet ? { ConfigurationSetName: options.configurationSet } : {}),
        Destination: { ToAddresses: [mail.to] },
        ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
        Content: {
          Simple: {
            Subject: { Data: oneLine(mail.subject), Charset: 'UTF-8' },
            Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
            ...(headers.length ? { Headers: headers } : {}),
          },
        },
      };
      const response = await awsFetch('sesv2', '/v2/email/outbound-emails', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
      const { MessageId } = (await response.json()) as { MessageId?: string };
      return { messageId: MessageId ?? '' };
    },
  };
}
