import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TLoopbackServer = { server: Server; base: string; close: () => Promise<void> };

/** An HTTP server on 127.0.0.1 that plays a remote (an MLS, a media host) misbehaving on purpose; `close` ends its open connections too. */
export async function startLoopbackServer(listener: RequestListener): Promise<TLoopbackServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
