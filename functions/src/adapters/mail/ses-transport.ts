import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { getSesClient } from '../../platform/ses-client';
import { listUnsubscribeHeaders, oneLine, type TMailSender } from './mail';

/** Amazon SES (v2 SendEmail, simple content, UTF-8). The function needs ses:SendEmail (route resource 'mail:send'). */
export function createSesTransport(options: { from: string; configurationSet?: string }): TMailSender {
  return {
    async send(mail) {
      const headers = Object.entries(listUnsubscribeHeaders(mail)).map(([Name, Value]) => ({ Name, Value }));
      const result = await getSesClient().send(
        new SendEmailCommand({
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
        }),
      );
      return { messageId: result.MessageId ?? '' };
    },
  };
}
