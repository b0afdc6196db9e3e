import { join } from 'node:path';
import { ENTRIES, type TEntryTable } from '../../functions/src/entries';
import { siteSecurityHeaders } from '../lib/site-security-headers';
import { startBackground, type TBackground } from './background';
import { startLocalMlsServers, type TLocalMlsServers } from './mls/start-local-mls-servers';
import { createHttpServer, type TWebHandler } from './http-server';
import { createOutboxPage } from './outbox-page';
import { createMailFeedbackRoute } from './mail-feedback-route';
import { SQSClient } from '@aws-sdk/client-sqs';
import { queueUrlVariable } from '../../functions/src/entries/entry-environment';
import { createPhotoProxy } from './photo-proxy';
import { LOCAL_PHOTO_BUCKET, LOCAL_TABLE_NAME, handlerEnvironment, loadLocalSecrets } from './local-config';
import { assertFetchCanReach, assertPortFree, findFreePort, portUses } from './ports';
import { ensureTable } from './provision';
import { startDynamoDbLocal, stopLeftoverDynamoDbLocal } from './services/dynamodb-local';
import { startS3Local } from './services/s3-local';
import { startSqsLocal } from './services/sqs-local';
import { startLocalPayments } from './stripe/start-local-payments';
import type { TLocalStripe } from './stripe/local-stripe';
import { createStaticFiles } from './static-files';
import { WEB_DIST, createViteMiddleware } from './web-build';
import { LOCAL_MLS_DATA_SUBDIR } from './mls/local-mls-constants';
import { localCrmEnvironment, startLocalCrm, type TLocalCrm } from './crm/local-crm';

export type TRuntimeOptions = {
  /** 0 picks a free port (tests). */
  port: number;
  /** `stripe`, `crm`: the Stripe and CRM stand-ins' ports (a free one when absent). */
  servicePorts: { dynamodb: number; s3: number; sqs: number; scheduler: number; stripe?: number; crm?: number };
  /** The CRM worker's first retry delay (each later one is three times longer); tests use 0. Default 30. */
  crmRetryBaseSeconds?: number;
  dataDir: string;
  web: 'static' | 'vite' | 'none';
  appMode: string;
  logLevel: string;
  seed: boolean;
  /** The entries to serve, poll and schedule; tests add fixture entries to the app's own. */
  entries?: TEntryTable;
  /** The local MLS (RESO Web API and RETS 1.7.2 over one catalogue); omitted: none. */
  mls?: { resoPort: number; retsPort: number; listingCount?: number };
  /**
   * Register the local MLS in the MLS registry, as `npm start` does (its members then prove their ids; the demo
   * agent's seeded configuration is verified). Off, it is a private feed, as tests that are not about trust read it.
   */
  registerLocalMls?: boolean;
  /**
   * Tests only: the MLS clients' pace (MLS_REQUESTS_PER_SECOND), near the local MLS's own limit rather than the
   * 2 a second a real MLS gets, so a sync or a Test costs a suite less waiting. `npm start` keeps the variable's.
   */
  testMlsRequestsPerSecond?: number;
  /**
   * Tests only: the scrypt N for new password hashes (PASSWORD_SCRYPT_N), far below production's 2^17, because
   * the suites sign up hundreds of people. `npm start` and the cloud keep the full cost.
   */
  testPasswordCost?: number;
  /**
   * Browser journeys only: sign-ups a client may make in an hour (SIGN_UPS_PER_CLIENT_PER_HOUR), above the
   * product's 10, because every browser there connects from 127.0.0.1 and a shard signs up dozens of people.
   * The API tests keep the product's limit: each test client connects from a loopback address of its own.
   */
  testSignUpsPerClientPerHour?: number;
  /**
   * Tests only: DynamoDB Local's table and the Stripe stand-in's state live in memory and nothing survives a stop,
   * for a run that makes its own data: a write then costs no file update (the stand-in rewrote its whole state,
   * growing with every customer, at each request). `npm start` and the journeys' seeded copies keep them on disk.
   */
  inMemoryState?: boolean;
  /** Hears of a stand-in process ending on its own (DynamoDB Local's java killed or crashed). */
  onServiceExit?: (message: string) => void;
};

export type TRuntime = {
  url: string;
  endpoints: { dynamodb: string; s3: string; sqs: string; scheduler: string };
  /** The configuration the handlers run with (tests that call services in their own process reuse it). */
  handlerEnv: Record<string, string>;
  /** The workers' pollers and the local scheduler (tests drive its clock). */
  background: TBackground;
  /** Where outgoing e-mail lands (MAIL_TRANSPORT=outbox); listed at /dev/outbox. */
  outboxDir: string;
  /** The local MLS servers, when asked for. */
  mls: TLocalMlsServers | null;
  seeded: boolean;
  /** The Stripe stand-in (its URL, test clock and webhook deliveries). */
  stripe: TLocalStripe;
  /** The CRM stand-in (Follow Up Boss's events API and webhook receivers; what it received). */
  crm: TLocalCrm;
  stop: () => Promise<void>;
};

const resolvePort = async (port: number, purpose: string) => {
  if (port === 0) return findFreePort();
  await assertPortFree(port, purpose);
  return port;
};

/**
 * Starts the whole marketplace in this process: DynamoDB Local, s3rver and an SQS server on loopback
 * with data under `dataDir`, the table/bucket/queues, demo data, and one HTTP server for SPA + API.
 */
export async function startEmbeddedRuntime(options: TRuntimeOptions): Promise<TRuntime> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  assertFetchCanReach(portUses(options));
  const leftover = await stopLeftoverDynamoDbLocal(join(options.dataDir, 'dynamodb'));
  if (leftover) console.log(`Stopped the DynamoDB Local (pid ${leftover}) an earlier start on ${options.dataDir} left running.`);
  const port = await resolvePort(options.port, 'the marketplace');
  const ports = {
    dynamodb: await resolvePort(options.servicePorts.dynamodb, 'DynamoDB Local'),
    s3: await resolvePort(options.servicePorts.s3, 'S3 server'),
    sqs: await resolvePort(options.servicePorts.sqs, 'SQS server'),
    scheduler: await resolvePort(options.servicePorts.scheduler, 'EventBridge Scheduler stand-in'),
    // 0 goes to the stand-in as is: it binds a free port itself, so two runtimes starting at once cannot
    // both be handed the same probed port (one's handlers would then talk to the other's stand-in).
    stripe: options.servicePorts.stripe ? await resolvePort(options.servicePorts.stripe, 'Stripe stand-in') : 0,
    crm: options.servicePorts.crm ? await resolvePort(options.servicePorts.crm, 'CRM stand-in') : 0,
  };
  const entries = options.entries ?? ENTRIES;
  const siteOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  const started: { stop: () => Promise<void> }[] = [];
  const stopAll = async () => {
    for (const service of started.reverse()) await service.stop().catch(() => undefined);
  };
  try {
    const [dynamodb, s3, sqs] = await Promise.all([
      startDynamoDbLocal({
        port: ports.dynamodb,
        dataDir: join(options.dataDir, 'dynamodb'),
        inMemory: options.inMemoryState,
        onUnexpectedExit: options.onServiceExit,
      }).then((s) => (started.push(s), s)),
      startS3Local({ port: ports.s3, dataDir: join(options.dataDir, 's3'), buckets: [LOCAL_PHOTO_BUCKET], corsOrigins: siteOrigins }).then(
        (s) => (started.push(s), s),
      ),
      startSqsLocal({ port: ports.sqs }).then((s) => (started.push(s), s)),
    ]);
    await ensureTable(dynamodb.endpoint, LOCAL_TABLE_NAME);
    const background = await startBackground({
      entries,
      sqsEndpoint: sqs.endpoint,
      schedulerPort: ports.scheduler,
      dataDir: options.dataDir,
      onError: (error) => console.error('[background]', error),
    });
    started.push(background);
    const endpoints = { dynamodb: dynamodb.endpoint, s3: s3.endpoint, sqs: sqs.endpoint, scheduler: background.scheduler.endpoint };
    const outboxDir = join(options.dataDir, 'outbox');
    const payments = await startLocalPayments({
      port: ports.stripe,
      dataDir: options.dataDir,
      appUrl: `http://127.0.0.1:${port}`,
      inMemory: options.inMemoryState,
    });
    started.push(payments.stripe);
    const crm = await startLocalCrm({ port: ports.crm, dataDir: join(options.dataDir, 'crm') });
    started.push(crm);
    const handlerEnv = handlerEnvironment({
      port,
      endpoints,
      appMode: options.appMode,
      secrets: loadLocalSecrets(options.dataDir),
      logLevel: options.logLevel,
      backgroundEnvironment: background.environment,
      outboxDir,
    });
    if (options.testPasswordCost) handlerEnv.PASSWORD_SCRYPT_N = String(options.testPasswordCost);
    if (options.testSignUpsPerClientPerHour) handlerEnv.SIGN_UPS_PER_CLIENT_PER_HOUR = String(options.testSignUpsPerClientPerHour);
    if (options.testMlsRequestsPerSecond) handlerEnv.MLS_REQUESTS_PER_SECOND = String(options.testMlsRequestsPerSecond);
    Object.assign(handlerEnv, payments.environment, localCrmEnvironment(crm, options.crmRetryBaseSeconds ?? 30));
    Object.assign(process.env, handlerEnv);

    // Loaded only now: the handlers' configuration is read once, from the environment set above.
    const { getDeps } = await import('../../functions/src/deps');
    const { getEnv, getHttpEnv } = await import('../../functions/src/platform/env');
    getEnv();
    getHttpEnv();
    background.startWorkers();
    const mls = options.mls
      ? await startLocalMlsServers({
          resoPort: await resolvePort(options.mls.resoPort, 'the local MLS (RESO Web API)'),
          retsPort: await resolvePort(options.mls.retsPort, 'the local MLS (RETS)'),
          dataDir: join(options.dataDir, LOCAL_MLS_DATA_SUBDIR),
          listingCount: options.mls.listingCount,
        })
      : null;
    if (mls) started.push(mls);
    // Listings from before the geo and street indexes get their keys, and the map its per-cell counts, in one
    // scan once per data folder (seed/backfill-listing-indexes.ts).
    await (await import('./seed/backfill-listing-indexes')).backfillListingIndexes(getDeps().db);
    // Open houses from before the map read them from the geo index get its keys, once per data folder (seed/backfill-open-house-geo-keys.ts).
    await (await import('./seed/backfill-open-house-geo-keys')).backfillOpenHouseGeoKeys(getDeps().db);
    // Visitors' consent declines from before they were kept per agent, once per data folder (seed/backfill-consent-declines.ts).
    await (await import('./seed/backfill-consent-declines')).backfillConsentDeclines(getDeps().db);
    // Leads from before the address and month indexes (a visitor's removal request, retention), once per data folder (seed/backfill-lead-indexes.ts).
    await (await import('./seed/backfill-lead-indexes')).backfillLeadIndexes(getDeps().db);
    // Unsubscribes from an agent's mail from before the suppression list kept them, once per data folder (seed/backfill-opt-outs.ts).
    await (await import('./seed/backfill-opt-outs')).backfillOptOuts(getDeps().db);
    // Support screenshots from before they were private move out of the served photos, once per data folder (seed/move-support-screenshots.ts).
    await (await import('./seed/move-support-screenshots')).moveSupportScreenshots(getDeps().db);
    if (mls && options.registerLocalMls) await (await import('./mls/local-mls-registry')).registerLocalMls(getDeps(), mls);
    const seeded = options.seed
      ? await (await import('./seed/seed-demo-data')).seedDemoData(getDeps(), { localMlsServiceRoot: mls?.reso.serviceRoot ?? null })
      : false;
    // Hand-made listings stored without a map position are geocoded once per data folder (seed/backfill-listing-positions.ts).
    const { getListingPlacingDeps } = await import('../../functions/src/http/properties/listing-placing-deps');
    await (await import('./seed/backfill-listing-positions')).backfillListingPositions(getListingPlacingDeps());

    let web: TWebHandler = (_req, res) => void res.writeHead(404).end('No web UI in this mode');
    const photos = createPhotoProxy(endpoints.s3, LOCAL_PHOTO_BUCKET);
    const feedbackQueueUrl = handlerEnv[queueUrlVariable('mail-feedback')];
    const feedbackSqs = new SQSClient({ endpoint: endpoints.sqs, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    started.push({ stop: async () => feedbackSqs.destroy() });
    const mailFeedback = feedbackQueueUrl ? createMailFeedbackRoute({ sqs: feedbackSqs, queueUrl: feedbackQueueUrl }) : null;
    const outbox = createOutboxPage(outboxDir, { canSimulateFeedback: Boolean(mailFeedback) });
    const server = createHttpServer({
      routes: entries.http,
      web: (request, response) => {
        if (request.url?.startsWith('/photos/')) return photos(request, response);
        if (request.method === 'GET' && /^\/dev\/outbox\/?(\?|$)/.test(request.url ?? '')) return outbox(request, response);
        if (mailFeedback && request.method === 'POST' && /^\/dev\/mail-feedback\/?(\?|$)/.test(request.url ?? ''))
          return void mailFeedback(request, response).catch(
            (error: unknown) => (console.error('[dev] mail feedback failed:', error), response.writeHead(500).end()),
          );
        return web(request, response);
      },
      onError: (error) => console.error('[server] request failed:', error),
      // Vite's dev server injects inline scripts, so its pages go without the policy.
      securityHeaders: options.web === 'vite' ? undefined : siteSecurityHeaders({ uploadOrigins: [endpoints.s3], mapStyleUrl: process.env.VITE_MAP_STYLE_URL }),
    });
    let closeVite = async () => undefined as void;
    if (options.web === 'static') web = createStaticFiles(WEB_DIST);
    if (options.web === 'vite') {
      const vite = await createViteMiddleware(server);
      web = (request, response) => vite.middleware(request, response);
      closeVite = vite.close;
    }
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    return {
      url: `http://localhost:${port}`,
      endpoints,
      handlerEnv,
      background,
      outboxDir,
      mls,
      seeded,
      stripe: payments.stripe,
      crm,
      stop: async () => {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await closeVite();
        await stopAll();
      },
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
