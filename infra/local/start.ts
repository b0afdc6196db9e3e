import { join } from 'node:path';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { DEMO_ADMIN } from './seed/seed-demo-admin';
import { assertFetchCanReach, localPortsFromEnvironment, portUses } from './ports';
import { startEmbeddedRuntime } from './runtime';
import { REPO_ROOT, buildWeb, isWebBuildStale } from './web-build';

const accountLine = (role: string, account: { email: string; password: string }) =>
  `    ${role.padEnd(6)} ${account.email.padEnd(32)} password: ${account.password}`;
const demoAccountLines = (isFresh: boolean) =>
  [
    `  Demo accounts${isFresh ? ' (seeded just now)' : ''}:`,
    ...DEMO_ACCOUNTS.map((account) => accountLine(account.role, account)),
    `${accountLine('ADMIN', DEMO_ADMIN)} (the MLS registry, /admin/mls)`,
  ].join('\n');

/** `npm start` (built SPA) and `npm run dev` (Vite hot reload): the whole marketplace on one machine. */
async function main() {
  // Only a safety net: every request handler catches its own failures (http-server.ts). A stray rejection
  // elsewhere is logged instead of ending the marketplace.
  process.on('unhandledRejection', (reason) => console.error('[server] unhandled rejection:', reason));
  const startedAt = performance.now();
  // The runtime is stopped once, whichever comes first: SIGINT, SIGTERM or SIGHUP (npm and tsx pass them
  // on), or a stand-in ending on its own. A signal during start-up stops it as soon as the start finishes,
  // so no child (java) outlives this process.
  const started: { runtime?: Awaited<ReturnType<typeof startEmbeddedRuntime>> } = {};
  let stopRequest: { exitCode: number } | undefined;
  const stopAndExit = async ({ exitCode }: { exitCode: number }) => {
    await started.runtime?.stop();
    process.exit(exitCode);
  };
  const shutdown = async (reason: string, exitCode = 0) => {
    if (stopRequest) return;
    stopRequest = { exitCode };
    console.log(`\n${reason}: stopping…`);
    if (started.runtime) await stopAndExit(stopRequest);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
  const isDev = process.argv.includes('--dev');
  const servesWeb = process.env.SERVE_WEB !== 'false';
  const ports = localPortsFromEnvironment(process.env);
  const numberFrom = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  const shouldSeed = process.env.SEED_DEMO_DATA !== 'false';
  // Before the web build: a port fetch refuses would otherwise only show as payments that never arrive.
  assertFetchCanReach(portUses(ports));

  if (!isDev && servesWeb && isWebBuildStale()) {
    console.log('Building the web app (web/dist is missing or older than its sources)…');
    await buildWeb();
  }
  const runtime = (started.runtime = await startEmbeddedRuntime({
    port: ports.port,
    servicePorts: ports.servicePorts,
    crmRetryBaseSeconds: numberFrom('CRM_RETRY_BASE_SECONDS', 30),
    dataDir: process.env.DATA_DIR ?? join(REPO_ROOT, '.data'),
    web: !servesWeb ? 'none' : isDev ? 'vite' : 'static',
    appMode: process.env.APP_MODE ?? 'private-beta',
    logLevel: process.env.LOG_LEVEL ?? 'warn',
    seed: shouldSeed,
    mls: ports.mls,
    registerLocalMls: true,
    onServiceExit: (message) => void shutdown(`${message}; the marketplace cannot run without it`, 1),
  }));
  if (stopRequest) return stopAndExit(stopRequest);

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`
  DynamoDB Local   ${runtime.endpoints.dynamodb}
  S3 (s3rver)      ${runtime.endpoints.s3}
  SQS (fauxqs)     ${runtime.endpoints.sqs}
  Scheduler        ${runtime.endpoints.scheduler}   (EventBridge Scheduler stand-in)
  Stripe           ${runtime.stripe.url}   (Stripe stand-in; test card 4242 4242 4242 4242)
  CRM              ${runtime.crm.url}   (Follow Up Boss + webhook stand-in; what it received; API key ${runtime.crm.apiKey})
  API docs         ${runtime.url}/api/docs
  Mail outbox      ${runtime.url}/dev/outbox   (e-mails the app sent; nothing leaves this machine)
  Marketplace      ${runtime.url}   ${isDev ? '(Vite hot reload)' : ''}

${(runtime.mls?.banner ?? []).map((line) => `  ${line}`).join('\n')}

${shouldSeed ? demoAccountLines(runtime.seeded) : '  Demo data is off (SEED_DEMO_DATA=false).'}

  Ready in ${seconds} s. Press Ctrl-C to stop.`);
}

main().catch((error: Error) => {
  console.error(`\nCould not start: ${error.message}`);
  process.exit(1);
});
