import { createServer } from 'node:net';
import { describePortHolder } from './port-holder';

/** Resolves when `port` can be bound on loopback; otherwise fails with a message naming the port and its use. */
export function assertPortFree(port: number, purpose: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      const holder = error.code === 'EADDRINUSE' ? describePortHolder(port) : null;
      const reason = error.code === 'EADDRINUSE' ? `is already in use${holder ? ` by ${holder}` : ''}` : `cannot be used (${error.code})`;
      reject(
        new Error(
          `Port ${port} (${purpose}) ${reason}. Is another \`npm start\` running? Stop it, or choose other ports (see README: PORT, DYNAMODB_PORT, S3_PORT, SQS_PORT, SCHEDULER_PORT).`,
        ),
      );
    });
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** A port the OS considers free right now (for tests and children that need an explicit port), never one fetch refuses. */
export async function findFreePort(): Promise<number> {
  for (;;) {
    const port = await findAnyFreePort();
    if (!FETCH_BLOCKED_PORTS.has(port)) return port;
  }
}

function findAnyFreePort(): Promise<number> {
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

/**
 * The ports fetch refuses to connect to: the Fetch standard's "bad ports", which Node's fetch (undici) and
 * browsers both apply. A stand-in or the app on one of them is never reached (the Stripe stand-in's
 * webhooks, the MLS and CRM adapters and the browser all use fetch), and nothing says why.
 */
export const FETCH_BLOCKED_PORTS: ReadonlySet<number> = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137,
  139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049,
  3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

export type TPortUse = { port: number; purpose: string };

/** Fails, naming each one, when a port the runtime is to use is one fetch refuses (0, "any free port", never is). */
export function assertFetchCanReach(uses: readonly TPortUse[]): void {
  const blocked = uses.filter((use) => FETCH_BLOCKED_PORTS.has(use.port));
  if (blocked.length === 0) return;
  const named = blocked.map((use) => `${use.port} (${use.purpose})`).join(', ');
  throw new Error(
    `${blocked.length === 1 ? 'Port' : 'Ports'} ${named}: fetch refuses to connect to ${blocked.length === 1 ? 'it' : 'them'} (the Fetch standard's blocked ports, e.g. 6000, 6665-6669, 10080), and the app and its stand-ins talk over fetch: nothing would reach it and nothing would say why (no Stripe webhook: trials never end, payments never activate). Choose another PORT (npm start also uses PORT+100 to PORT+107), or set that service's own port (see README: Configuration).`,
  );
}

/** The ports `npm start` uses: PORT (default 3000) and PORT+100…+107, each overridable by its own variable. */
export function localPortsFromEnvironment(env: Record<string, string | undefined>) {
  const port = Number(env.PORT ?? 3000);
  const numberFrom = (name: string, fallback: number) => Number(env[name] ?? fallback);
  return {
    port,
    servicePorts: {
      dynamodb: numberFrom('DYNAMODB_PORT', port + 100),
      s3: numberFrom('S3_PORT', port + 101),
      sqs: numberFrom('SQS_PORT', port + 102),
      scheduler: numberFrom('SCHEDULER_PORT', port + 103),
      stripe: numberFrom('STRIPE_PORT', port + 104),
      crm: numberFrom('CRM_PORT', port + 107),
    },
    mls: { resoPort: numberFrom('MLS_PORT', port + 105), retsPort: numberFrom('RETS_PORT', port + 106) },
  };
}

/** Every port a runtime with these settings binds, with what it is for (for messages). */
export function portUses(ports: {
  port: number;
  servicePorts: Partial<Record<'dynamodb' | 's3' | 'sqs' | 'scheduler' | 'stripe' | 'crm', number>>;
  mls?: { resoPort: number; retsPort: number };
}): TPortUse[] {
  const { servicePorts: service, mls } = ports;
  return [
    { port: ports.port, purpose: 'the marketplace, PORT' },
    { port: service.dynamodb ?? 0, purpose: 'DynamoDB Local, DYNAMODB_PORT or PORT+100' },
    { port: service.s3 ?? 0, purpose: 'S3 server, S3_PORT or PORT+101' },
    { port: service.sqs ?? 0, purpose: 'SQS server, SQS_PORT or PORT+102' },
    { port: service.scheduler ?? 0, purpose: 'Scheduler stand-in, SCHEDULER_PORT or PORT+103' },
    { port: service.stripe ?? 0, purpose: 'Stripe stand-in, STRIPE_PORT or PORT+104' },
    { port: mls?.resoPort ?? 0, purpose: 'local MLS (RESO), MLS_PORT or PORT+105' },
    { port: mls?.retsPort ?? 0, purpose: 'local MLS (RETS), RETS_PORT or PORT+106' },
    { port: service.crm ?? 0, purpose: 'CRM stand-in, CRM_PORT or PORT+107' },
  ];
}
