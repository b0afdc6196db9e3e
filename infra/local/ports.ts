import { createServer } from 'node:net';
import { describePortHolder } from './port-holder';

/** Resolves when `port` can be bound on loopback; otherwise fails with a message naming the port and its use. */
export function assertPortFree(port: number, purpose: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      const holder = error.code === 'EADDRINUSE' ? describePortHolder(port) : null;
      const reason = error.code === 'EADDRINUSE' ? `is already in use${holder ? ` by ${holder}` : ''}` : `cannot be used (${error.code})`;
      reject(new Error(`Port ${port} (${purpose}) ${reason}. Is another \`npm start\` running? Stop it, or choose other ports (see README: PORT, DYNAMODB_PORT, S3_PORT, SQS_PORT, SCHEDULER_PORT).`));
    });
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** A port the OS considers free right now (for tests and children that need an explicit port). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
