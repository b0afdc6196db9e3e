import { buildWeb, isWebBuildStale } from '../infra/local/web-build';

/** The SPA build the browser journeys serve, made once before their shards start (each would otherwise build it at once). */
if (isWebBuildStale()) await buildWeb();
