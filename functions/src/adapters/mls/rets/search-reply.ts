import { readCompactRows } from './compact-format';
import { isXmlNode, parseRetsReply, retsReplyError } from './rets-xml';

/** RETS reply code for a search that matched nothing: an empty page, not a failure. */
export const NO_RECORDS_FOUND = 20201;

export type TSearchReply = {
  rows: Record<string, string>[];
  /** The COUNT element's Records, when the server sent one (it may disagree with the rows). */
  count: number | null;
  /** MAXROWS: the server stopped at its limit and more rows exist. */
  hasMoreRows: boolean;
};

/** Reads a COMPACT / COMPACT-DECODED search reply; reply codes other than 0 and 20201 throw MlsError. */
export function parseSearchReply(body: string, url: string): TSearchReply {
  const reply = parseRetsReply(body, url);
  if (reply.replyCode === NO_RECORDS_FOUND) return { rows: [], count: 0, hasMoreRows: false };
  if (reply.replyCode !== 0) throw retsReplyError('Search', reply, url);
  const { rets } = reply;
  const countNode = rets.COUNT;
  const records = isXmlNode(countNode) && typeof countNode.Records === 'string' ? Number.parseInt(countNode.Records, 10) : NaN;
  return {
    rows: readCompactRows(rets).rows,
    count: Number.isFinite(records) ? records : null,
    hasMoreRows: 'MAXROWS' in rets,
  };
}
