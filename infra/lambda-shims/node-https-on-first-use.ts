import type * as Https from 'node:https';
import { builtinOnFirstUse, exportOnFirstUse } from './builtin-on-first-use';

/**
 * Bundled in place of `node:https` for Lambda only (an alias of that exact specifier; the `stripe` package's
 * `https` import is left alone). The SDK's HTTP handler (@smithy/node-http-handler) imports `node:https` at
 * the top of its module and every client's runtime configuration imports the handler, so each function
 * loaded Node's https, tls and HTTP client modules while it initialised, before any request (issue 41's
 * profile of a cold start). Passing the SDK a `requestHandler` cannot avoid that: the static import is in
 * the client's own configuration module. Here the module is Node's own, fetched the first time anything
 * reads from it (the handler does when it makes its agent for the first request): every property,
 * `instanceof https.Agent` and `new https.Agent` reach the real module.
 */
const https = builtinOnFirstUse<typeof Https>('node:https');

export default exportOnFirstUse(https, 'object');

/** The one named import a function makes (adapters/egress/egress-fetch.ts). */
export const request = ((...args: Parameters<typeof Https.request>) => https().request(...args)) as typeof Https.request;
