import type { IncomingMessage, ServerResponse } from 'node:http';
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';

/**
 * POST /dev/mail-feedback?email=…&type=bounce|complaint on the embedded server only (never deployed): puts
 * on the mail-feedback queue the event SES would publish for a hard bounce or a complaint, so the same
 * worker suppresses the address as in the cloud. /dev/outbox offers it as two buttons under each mail.
 */
export function createMailFeedbackRoute(options: { sqs: SQSClient; queueUrl: string }) {
  return async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const email = url.searchParams.get('email') ?? '';
    const type = url.searchParams.get('type') ?? 'bounce';
    if (!email.includes('@') || (type !== 'bounce' && type !== 'complaint')) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Use ?email=<address>&type=bounce|complaint');
      return;
    }
    const recipients = [{ emailAddress: email }];
    const event =
      type === 'bounce'
        ? { eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: recipients } }
        : { eventType: 'Complaint', complaint: { complainedRecipients: recipients } };
    await options.sqs.send(new SendMessageCommand({ QueueUrl: options.queueUrl, MessageBody: JSON.stringify(event) }));
    // The outbox page's buttons post a form: back to the outbox, as a browser expects.
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return void response.writeHead(303, { location: '/dev/outbox' }).end();
    response.writeHead(202, { 'content-type': 'text/plain' }).end(`Queued a ${type} for ${email}: the mail-feedback worker suppresses it in a moment.`);
  };
}
