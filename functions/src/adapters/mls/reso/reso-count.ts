import { MlsError, type TMlsFeedCount, type TMlsMemberCriteria } from '../mls-client';
import { buildUrl, resoGet, type TResoHttpDeps } from './reso-http';

/**
 * The properties `$metadata` declares on the entity type behind an entity set, or null when the document
 * does not say (then every member field is asked for and the server judges).
 */
export function declaredProperties(metadataXml: string, entitySet: string): Set<string> | null {
  const set = new RegExp(`<EntitySet\\s+Name="${escaped(entitySet)}"\\s+EntityType="([^"]+)"`).exec(metadataXml);
  const typeName = set?.[1]?.split('.').pop() ?? entitySet;
  const body = new RegExp(`<EntityType\\s+Name="${escaped(typeName)}"[^>]*>([\\s\\S]*?)</EntityType>`).exec(metadataXml)?.[1];
  if (!body) return null;
  const names = [...body.matchAll(/<Property\s+Name="([^"]+)"/g)].map((match) => match[1]!);
  return names.length > 0 ? new Set(names) : null;
}

/** `ListAgentMlsId eq 'X' or CoListAgentMlsId eq 'X' or …`, quotes doubled as OData wants. */
export function memberFilter(criteria: TMlsMemberCriteria): string {
  return criteria.map(({ field, value }) => `${field} eq '${value.replace(/'/g, "''")}'`).join(' or ');
}

/**
 * Counts the feed and the member's listings in it with two `$top=0&$count=true` requests (no record is
 * read), asking only for member fields the metadata declares. A server that sends no `@odata.count` or
 * refuses the query leaves that number null with a note in our words: never a guess.
 */
export async function countResoListings(
  http: TResoHttpDeps,
  request: { collectionUrl: string; declared: Set<string> | null; member: TMlsMemberCriteria },
): Promise<TMlsFeedCount> {
  const notes: string[] = [];
  const count = async (filter: string | null, what: string): Promise<number | null> => {
    try {
      const response = await resoGet(http, buildUrl(request.collectionUrl, { ...(filter ? { $filter: filter } : {}), $top: '0', $count: 'true' }));
      const counted = (JSON.parse(response.text) as Record<string, unknown>)['@odata.count'];
      if (typeof counted === 'number' && Number.isInteger(counted) && counted >= 0) return counted;
      notes.push(`the server does not count ${what} ($count)`);
      return null;
    } catch (error) {
      if (error instanceof SyntaxError) {
        notes.push(`the server's answer to counting ${what} was not JSON`);
        return null;
      }
      if (!(error instanceof MlsError)) throw error;
      notes.push(`the server would not count ${what}: ${lowerFirst(error.message)}`);
      return null;
    }
  };
  const total = await count(null, 'its listings');
  const usable = request.member.filter(({ field }) => request.declared === null || request.declared.has(field));
  if (usable.length === 0) {
    const fields = [...new Set(request.member.map(({ field }) => field))].join(', ');
    notes.push(`its listings carry none of the fields that name their agent or office (${fields})`);
    return { total, member: null, note: notes.join('; ') };
  }
  const member = await count(memberFilter(usable), 'your listings');
  return { total, member, note: notes.length > 0 ? notes.join('; ') : null };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
