import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TReceivedWebhook = { rawBody: string; signature: string | undefined };

/** A stand-in for the app's webhook route: records raw bodies and answers with the queued statuses, then 200. */
export async function startWebhookReceiver() {
  const received: TReceivedWebhook[] = [];
  const statuses: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = request.headers['stripe-signature'];
      received.push({ rawBody: Buffer.concat(chunks).toString('utf8'), signature: typeof signature === 'string' ? signature : undefined });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`,
    received,
    /** The next deliveries are answered with these statuses, in order. */
    answerNextWith: (...next: number[]) => statuses.push(...next),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
