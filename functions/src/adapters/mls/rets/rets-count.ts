import { MlsError, type TMlsFeedCount, type TMlsMemberCriteria } from '../mls-client';
import { modifiedWithin } from './dmql-query';
import type { RetsHttp } from './rets-http';
import type { TRetsSession } from './rets-session';
import { parseSearchReply } from './search-reply';
import { offsetMinutes } from './server-time';

/** A DMQL2 character value: bare when it is letters and digits, else a string literal (quotes doubled). */
const dmqlValue = (value: string) => (/^[A-Za-z0-9]+$/.test(value) ? value : `"${value.replace(/"/g, '""')}"`);

/** `(ListAgentMlsId="ATX-A-7412")|(CoListAgentMlsId="ATX-A-7412")|…` over the SystemNames the class has. */
export function memberQuery(criteria: readonly { systemName: string; value: string }[]): string {
  return criteria.map(({ systemName, value }) => `(${systemName}=${dmqlValue(value)})`).join('|');
}

/**
 * Counts the feed (every ModificationTimestamp, as a full sync reads it) and the member's listings with
 * two `Count=2` Searches (count only, no rows). A field the class lacks is left out; a count the server
 * refuses is null with a note in our words.
 */
export async function countRetsListings(http: RetsHttp, session: TRetsSession, member: TMlsMemberCriteria): Promise<TMlsFeedCount> {
  const notes: string[] = [];
  const count = async (query: string, what: string): Promise<number | null> => {
    try {
      const reply = await http.get(session.login.capabilities.search, {
        SearchType: session.schema.resource,
        Class: session.schema.className,
        QueryType: 'DMQL2',
        Query: query,
        Format: 'COMPACT-DECODED',
        Count: '2',
        Limit: '1',
        StandardNames: '0',
      });
      const { count: counted } = parseSearchReply(reply.body.toString('utf8'), reply.url);
      if (counted === null) notes.push(`the server does not count ${what}`);
      return counted;
    } catch (error) {
      if (!(error instanceof MlsError)) throw error;
      notes.push(`the server would not count ${what}: ${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}`);
      return null;
    }
  };
  const timestampField = session.schema.systemNames.ModificationTimestamp ?? '';
  const total = await count(modifiedWithin(timestampField, { fromMs: 0, toMs: null }, offsetMinutes(session.system.timeZoneOffset)), 'its listings');
  const usable = member.flatMap(({ field, value }) => {
    const systemName = session.systemNameOf(field);
    return systemName ? [{ systemName, value }] : [];
  });
  if (usable.length === 0) {
    const fields = [...new Set(member.map(({ field }) => field))].join(', ');
    notes.push(`its ${session.schema.resource}:${session.schema.className} listings carry none of the fields that name their agent or office (${fields})`);
    return { total, member: null, note: notes.join('; ') };
  }
  const memberCount = await count(memberQuery(usable), 'your listings');
  return { total, member: memberCount, note: notes.length > 0 ? notes.join('; ') : null };
}
