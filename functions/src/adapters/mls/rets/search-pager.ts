import { MlsError } from '../mls-client';
import { modifiedWithin, type TTimeWindow } from './dmql-query';
import { NO_RECORDS_FOUND, type TSearchReply } from './search-reply';

type TRow = Record<string, string>;

/** One Search request: DMQL2 query, Limit, and the 1-based Offset (null: send none). */
export type TSearchCall = (request: { query: string; limit: number; offset: number | null }) => Promise<TSearchReply>;

export type TPagerInput = {
  search: TSearchCall;
  timestampField: string;
  minutesEast: number;
  sinceMs: number;
  nowMs: number;
  limit: number;
  keyOf: (row: TRow) => string;
};

/** Raised inside the pager when the server will not page by Offset; the pager then splits time windows. */
class OffsetRefused extends Error {}

/**
 * Every row modified since `sinceMs`, page by page: Offset paging while the server allows it, then
 * time windows bisected until each fits under the limit. Rows already yielded in this run (same key
 * and timestamp) are not yielded twice.
 */
export async function* searchModifiedRows(input: TPagerInput): AsyncGenerator<TRow[]> {
  const yielded = new Set<string>();
  const fresh = (rows: TRow[]): TRow[] =>
    rows.filter((row) => {
      const identity = `${input.keyOf(row)}|${row[input.timestampField] ?? ''}`;
      if (yielded.has(identity)) return false;
      yielded.add(identity);
      return true;
    });
  try {
    for await (const rows of pageByOffset(input)) {
      const page = fresh(rows);
      if (page.length > 0) yield page;
    }
    return;
  } catch (error) {
    if (!(error instanceof OffsetRefused)) throw error;
  }
  for await (const rows of pageByTimeWindow(input)) {
    const page = fresh(rows);
    if (page.length > 0) yield page;
  }
}

async function* pageByOffset(input: TPagerInput): AsyncGenerator<TRow[]> {
  const query = modifiedWithin(input.timestampField, { fromMs: input.sinceMs, toMs: null }, input.minutesEast);
  const seenKeys = new Set<string>();
  let fetched = 0;
  for (let offset = 1; ;) {
    const reply = await searchWithOffset(input, query, offset);
    fetched += reply.rows.length;
    const wouldContinue = reply.rows.length > 0 && (reply.hasMoreRows || (reply.count !== null ? fetched < reply.count : reply.rows.length >= input.limit));
    const isRepeat = offset > 1 && reply.rows.length > 0 && reply.rows.every((row) => seenKeys.has(input.keyOf(row)));
    // A server that ignores Offset answers the first page again and again.
    if (isRepeat && wouldContinue) throw new OffsetRefused();
    for (const row of reply.rows) seenKeys.add(input.keyOf(row));
    yield reply.rows;
    if (!wouldContinue) return;
    offset += reply.rows.length;
  }
}

/** A failed Offset request is retried without Offset: if that works, the server refuses Offset. */
async function searchWithOffset(input: TPagerInput, query: string, offset: number): Promise<TSearchReply> {
  try {
    return await input.search({ query, limit: input.limit, offset });
  } catch (error) {
    const isReplyError = error instanceof MlsError && error.details.replyCode !== undefined;
    if (!isReplyError || error.details.replyCode === NO_RECORDS_FOUND) throw error;
    await input.search({ query, limit: 1, offset: null });
    throw new OffsetRefused();
  }
}

async function* pageByTimeWindow(input: TPagerInput): AsyncGenerator<TRow[]> {
  const pending: TTimeWindow[] = [{ fromMs: input.sinceMs, toMs: null }];
  while (pending.length > 0) {
    const window = pending.pop() as TTimeWindow;
    const query = modifiedWithin(input.timestampField, window, input.minutesEast);
    const reply = await input.search({ query, limit: input.limit, offset: null });
    const fits = !reply.hasMoreRows && (reply.count === null || reply.count <= reply.rows.length);
    if (fits) {
      yield reply.rows;
      continue;
    }
    const [earlier, later] = bisect(window, input.nowMs, input.limit);
    pending.push(later, earlier);
  }
}

/** Halves a window at millisecond precision; an open-ended window is halved between its start and now. */
function bisect(window: TTimeWindow, nowMs: number, limit: number): [TTimeWindow, TTimeWindow] {
  const upperMs = window.toMs ?? Math.max(nowMs, window.fromMs + 1_000);
  if (upperMs <= window.fromMs) {
    throw new MlsError(
      `More than ${limit} listings share the modification time ${new Date(window.fromMs).toISOString()} and the server refuses Offset; raise the page size`,
    );
  }
  const middleMs = window.fromMs + Math.ceil((upperMs - window.fromMs) / 2);
  return [
    { fromMs: window.fromMs, toMs: middleMs - 1 },
    { fromMs: middleMs, toMs: window.toMs },
  ];
}
