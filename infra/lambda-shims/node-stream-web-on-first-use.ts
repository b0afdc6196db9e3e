import type * as StreamWeb from 'node:stream/web';
import { builtinOnFirstUse, exportOnFirstUse } from './builtin-on-first-use';

/**
 * Bundled in place of `node:stream/web` for Lambda only. @middy/core imports it at load for its
 * `streamifyResponse` mode (an `instanceof ReadableStream` check), which no function uses; loading it cost
 * every route Node's web-streams modules at init. The class here constructs and answers `instanceof` as the
 * real one, fetched on first use.
 */
const streamWeb = builtinOnFirstUse<typeof StreamWeb>('node:stream/web');

export const ReadableStream = exportOnFirstUse(() => streamWeb().ReadableStream, 'class');
