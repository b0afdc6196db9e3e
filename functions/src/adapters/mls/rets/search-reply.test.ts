import { MlsError } from '../mls-client';
import { parseSearchReply } from './search-reply';
import { readFixtureText } from './testing/recorded-fixtures';

const parse = (name: string) => parseSearchReply(readFixtureText(name), `http://mls.test/${name}`);

describe('parseSearchReply on recorded replies', () => {
  it('reads the flexmls tab-delimited page: COUNT, 9 columns, 3 rows, MAXROWS, empty last column, 26-digit keys', () => {
    const reply = parse('search-compact-decoded-flexmls-9cols-3rows-maxrows.xml');
    expect(reply.count).toBe(9057);
    expect(reply.hasMoreRows).toBe(true);
    expect(reply.rows).toHaveLength(3);
    expect(Object.keys(reply.rows[0] ?? {})).toEqual(['LIST_0', 'LIST_1', 'LIST_5', 'LIST_106', 'LIST_105', 'LIST_15', 'LIST_22', 'LIST_10', 'LIST_30']);
    expect(reply.rows[0]).toMatchObject({ LIST_1: '20111220223408848362000000', LIST_15: 'Expired', LIST_22: '185000.00', LIST_30: '' });
    expect(reply.rows.every((row) => row.LIST_30 === '')).toBe(true);
  });

  it('reads a reply without COUNT and with CRLF line endings', () => {
    const reply = parse('search-compact-decoded-flexmls-no-count.xml');
    expect(reply.count).toBeNull();
    expect(reply.hasMoreRows).toBe(true);
    expect(reply.rows).toHaveLength(15);
    expect(reply.rows.map((row) => row.LIST_1)).toContain('20071008190307954690000000');
    expect(reply.rows.every((row) => /^\d{26}$/.test(row.LIST_1 ?? ''))).toBe(true);
  });

  it('reads the Matrix page: spaces around = in DELIMITER, ~210 columns, entities decoded, COUNT disagreeing with rows', () => {
    const reply = parse('search-compact-decoded-matrix-page1-of-2.xml');
    expect(reply.count).toBe(6);
    expect(reply.rows).toHaveLength(3);
    expect(reply.hasMoreRows).toBe(true);
    const columns = Object.keys(reply.rows[0] ?? {});
    expect(columns.length).toBeGreaterThan(200);
    expect(columns).toEqual(expect.arrayContaining(['matrix_unique_id', 'MatrixModifiedDT', 'ListPrice', 'City']));
    const texts = reply.rows.flatMap((row) => Object.values(row)).join('\n');
    expect(texts).toContain('Lake & Golf Course');
    expect(texts).toContain("Gentlemen's Locker Rooms");
    expect(texts).not.toMatch(/&(amp|apos|quot);/);
    expect(reply.rows[0]?.MatrixModifiedDT).toBe('2014-07-29T17:46:37.263');
  });

  it('reads the last Matrix page as the end: no MAXROWS', () => {
    const reply = parse('search-compact-decoded-matrix-page2-of-2.xml');
    expect(reply.hasMoreRows).toBe(false);
    expect(reply.rows).toHaveLength(3);
  });

  it('reads a pipe delimiter (DELIMITER 7C)', () => {
    const reply = parse('search-compact-pipe-delimiter.xml');
    expect(reply).toEqual({ rows: [{ CITY: 'AURORA' }], count: null, hasMoreRows: false });
  });

  it('treats 20201 with a self-closing RETS element as an empty page', () => {
    expect(parse('search-no-records-20201.xml')).toEqual({ rows: [], count: 0, hasMoreRows: false });
  });

  it('turns 20203 (HTTP 200, free text in RETS) into a readable MlsError with the reply text', () => {
    const attempt = () => parse('search-error-20203-invalid-class-flexmls.xml');
    expect(attempt).toThrow(MlsError);
    expect(attempt).toThrow('RETS Search failed: 20203 RETS Server: Specified Class (Z) is not valid. See: https://www.flexmls.com/rets/e/19');
    try {
      attempt();
    } catch (error) {
      expect((error as MlsError).details.replyCode).toBe(20203);
    }
  });

  it('turns 20514 (self-closing, no trailing newline) into an MlsError carrying the reference id', () => {
    expect(() => parse('error-20514-self-closing.xml')).toThrow(/20514 Unknown DTD version Reference ID: b99e35e9/);
  });

  it('refuses an HTML bot-challenge page with a clear MlsError', () => {
    expect(() => parse('logout-html-bot-challenge.html')).toThrow(/HTML page .* instead of RETS XML/);
  });
});
