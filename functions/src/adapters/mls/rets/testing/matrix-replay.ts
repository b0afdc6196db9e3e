import { startReplayServer, type TReplayAnswer, type TReplayServer } from './replay-server';

/** Matrix replies come without a recorded login or system/resource metadata: those few are written here. */
const compactSystem = `<RETS ReplyCode="0" ReplyText="Operation Success.">
<METADATA-SYSTEM Version="1.00.01156" Date="2016-11-09T16:20:19Z">
<SYSTEM SystemID="NAPLES" SystemDescription="Matrix" TimeZoneOffset="-05:00"/>
<COMMENTS></COMMENTS>
</METADATA-SYSTEM>
</RETS>`;
const compactResource = `<RETS ReplyCode="0" ReplyText="Operation Success.">
<METADATA-RESOURCE Version="1.00.01156" Date="2016-11-09T16:20:19Z">
<COLUMNS>\tResourceID\tStandardName\tKeyField\tClassCount\t</COLUMNS>
<DATA>\tAgent\tAgent\tmatrix_unique_id\t1\t</DATA>
<DATA>\tProperty\tProperty\tmatrix_unique_id\t6\t</DATA>
</METADATA-RESOURCE>
</RETS>`;

export type TMatrixReplay = { login: TReplayServer; rets: TReplayServer; loginUrl: string; close(): Promise<void> };

/**
 * The recorded Matrix server (Naples): COMPACT metadata whose table names no ModificationTimestamp
 * (it is `MatrixModifiedDT`, so a configuration must override it), a two-page search, and capability
 * URLs on a second host (absolute URLs), the way CRIS and many Matrix logins answer. `getObject`
 * replaces the recorded Spark photo reply (its URLs are on the internet).
 */
export async function startMatrixReplay(options: { getObject?: TReplayAnswer } = {}): Promise<TMatrixReplay> {
  const rets = await startReplayServer({
    answer: (url): TReplayAnswer => {
      const type = url.searchParams.get('Type');
      if (url.pathname === '/rets/GetMetadata') {
        if (type === 'METADATA-SYSTEM') return { status: 200, body: compactSystem };
        if (type === 'METADATA-RESOURCE') return { status: 200, body: compactResource };
        if (type === 'METADATA-CLASS') return 'metadata-class-compact-matrix.xml';
        return 'metadata-table-compact-matrix.xml';
      }
      if (url.pathname === '/rets/Search') {
        return url.searchParams.get('Offset') === '1' ? 'search-compact-decoded-matrix-page1-of-2.xml' : 'search-compact-decoded-matrix-page2-of-2.xml';
      }
      if (url.pathname === '/rets/GetObject') return options.getObject ?? 'getobject-multipart-location1-spark.txt';
      return { status: 200, body: '<RETS ReplyCode="0" ReplyText="Bye"/>' };
    },
  });
  const capabilities = ['Search', 'GetMetadata', 'GetObject', 'Logout'].map((name) => `${name}=${rets.url}/rets/${name}`).join('\n');
  const login = await startReplayServer({
    answer: () => ({ status: 200, body: `<RETS ReplyCode="0" ReplyText="Operation Success.">\n<RETS-RESPONSE>\n${capabilities}\n</RETS-RESPONSE>\n</RETS>` }),
  });
  return {
    login,
    rets,
    loginUrl: `${login.url}/login`,
    close: async () => {
      await Promise.all([login.close(), rets.close()]);
    },
  };
}
