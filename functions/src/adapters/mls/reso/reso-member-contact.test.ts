import { MlsError } from '../mls-client';
import { createResoConnectionTester } from './reso-connection';

/** A RESO server whose Member and Office collections answer `answer(url)`; every URL asked is recorded. */
function serverAnswering(answer: (url: URL) => Response) {
  const asked: URL[] = [];
  const fetchFn = (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    asked.push(url);
    return answer(url);
  }) as typeof fetch;
  const tester = createResoConnectionTester({
    serviceRoot: 'https://mls.example/odata/',
    auth: { kind: 'bearer', token: 't' },
    userAgent: 'Test/1.0',
    requestsPerSecond: 1000,
    maxRetries: 0,
    fetch: fetchFn,
  });
  return { tester, asked };
}

describe('the MLS’s word on a member over RESO (findMemberContact)', () => {
  it('asks Member by MLS id or key, as typed and upper-cased, quotes doubled, for one record of the fields it reads', async () => {
    const { tester, asked } = serverAnswering(() =>
      Response.json({ value: [{ MemberKey: 'K1', MemberMlsId: "O'NEIL-1", MemberFullName: 'Pat O’Neil', MemberEmail: ' Pat@Example.COM ' }] }),
    );
    await expect(tester.findMemberContact({ kind: 'agent', mlsId: " o'neil-1 " })).resolves.toEqual({
      status: 'found',
      email: 'Pat@Example.COM',
      name: 'Pat O’Neil',
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.pathname).toBe('/odata/Member');
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
      $filter: "MemberMlsId eq 'o''neil-1' or MemberKey eq 'o''neil-1' or MemberMlsId eq 'O''NEIL-1' or MemberKey eq 'O''NEIL-1'",
      $select: 'MemberKey,MemberMlsId,MemberFullName,MemberEmail',
      $top: '1',
    });
  });

  it('counts a malformed e-mail as none, and no record as not-found', async () => {
    const malformed = serverAnswering(() => Response.json({ value: [{ MemberMlsId: 'A1', MemberFullName: 'Al', MemberEmail: 'al at example dot com' }] }));
    await expect(malformed.tester.findMemberContact({ kind: 'agent', mlsId: 'A1' })).resolves.toEqual({ status: 'found', email: null, name: 'Al' });
    const none = serverAnswering(() => Response.json({ value: [] }));
    await expect(none.tester.findMemberContact({ kind: 'office', mlsId: 'O1' })).resolves.toEqual({ status: 'not-found' });
    await expect(none.tester.findMemberContact({ kind: 'agent', mlsId: '  ' })).resolves.toEqual({ status: 'not-found' });
    expect(none.asked).toHaveLength(1);
  });

  it('answers an office without an e-mail with its broker’s (OfficeBrokerMlsId), asked from Member', async () => {
    const { tester, asked } = serverAnswering((url) =>
      url.pathname.endsWith('/Office')
        ? Response.json({ value: [{ OfficeMlsId: 'O1', OfficeName: 'Oak Realty', OfficeEmail: '', OfficeBrokerMlsId: 'B-7' }] })
        : Response.json({ value: [{ MemberMlsId: 'B-7', MemberEmail: 'broker@oak.example' }] }),
    );
    await expect(tester.findMemberContact({ kind: 'office', mlsId: 'O1' })).resolves.toEqual({
      status: 'found',
      email: 'broker@oak.example',
      name: 'Oak Realty',
    });
    expect(asked.map((url) => [url.pathname, url.searchParams.get('$filter'), url.searchParams.get('$select')])).toEqual([
      ['/odata/Office', "OfficeMlsId eq 'O1' or OfficeKey eq 'O1'", 'OfficeKey,OfficeMlsId,OfficeName,OfficeEmail,OfficeBrokerMlsId'],
      ['/odata/Member', "MemberMlsId eq 'B-7' or MemberKey eq 'B-7'", 'MemberKey,MemberMlsId,MemberFullName,MemberEmail'],
    ]);
  });

  it('is unsupported where the server has no such resource or refuses it, and fails on anything else', async () => {
    for (const status of [404, 400, 403]) {
      const { tester } = serverAnswering(() => new Response('secret body', { status }));
      const answer = await tester.findMemberContact({ kind: 'agent', mlsId: 'A1' });
      expect(answer).toEqual({ status: 'unsupported', message: `The MLS server does not offer its Member resource: it answered ${status} when asked for one` });
    }
    const html = serverAnswering(() => new Response('<html>Member</html>', { status: 200 }));
    await expect(html.tester.findMemberContact({ kind: 'office', mlsId: 'O1' })).resolves.toEqual({
      status: 'unsupported',
      message: 'The MLS server does not offer its Office resource: its answer was not JSON',
    });
    const broken = serverAnswering(() => new Response('oops', { status: 500 }));
    await expect(broken.tester.findMemberContact({ kind: 'agent', mlsId: 'A1' })).rejects.toBeInstanceOf(MlsError);
  });
});
