import { openLocalMlsStore } from './local-mls-store';
import { LOCAL_MLS_MEMBERS, LOCAL_MLS_OFFICE } from './local-mls-members';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

describe('the local MLS members', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'local-mls-members-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives the demo agents a few dozen listings of their own among thousands, some co-listed, all in the demo office', () => {
    const listings = openLocalMlsStore({ dataDir: dir, listingCount: 3000, generatedAt: new Date('2026-06-01T00:00:00Z') }).state().listings;
    const listedBy = (mlsId: string) => listings.filter((listing) => listing.ListAgentMlsId === mlsId);
    const coListedBy = (mlsId: string) => listings.filter((listing) => listing.CoListAgentMlsId === mlsId);
    expect(listedBy(LOCAL_MLS_MEMBERS.demoAgent.mlsId)).toHaveLength(40);
    expect(listedBy(LOCAL_MLS_MEMBERS.demoAgent2.mlsId)).toHaveLength(36);
    expect(coListedBy(LOCAL_MLS_MEMBERS.demoAgent.mlsId)).toHaveLength(2);
    expect(coListedBy(LOCAL_MLS_MEMBERS.demoAgent2.mlsId)).toHaveLength(3);
    expect(listings.filter((listing) => listing.ListOfficeMlsId === LOCAL_MLS_OFFICE.mlsId)).toHaveLength(76);
    expect(listedBy(LOCAL_MLS_MEMBERS.demoAgent.mlsId).every((listing) => listing.ListAgentFullName === 'Avery Agent')).toBe(true);
    expect(listings.every((listing) => typeof listing.ListAgentMlsId === 'string' && typeof listing.ListOfficeMlsId === 'string')).toBe(true);
  });

  it('gives a catalogue stored before members existed its members on the next start, and stores them', () => {
    const first = openLocalMlsStore({ dataDir: dir, listingCount: 20 });
    const file = first.file;
    const old = JSON.parse(readFileSync(file, 'utf8')) as { listings: Record<string, unknown>[] };
    for (const listing of old.listings) {
      delete listing.ListAgentMlsId;
      delete listing.ListOfficeMlsId;
    }
    writeFileSync(file, JSON.stringify(old));
    const reopened = openLocalMlsStore({ dataDir: dir });
    expect(reopened.state().listings[0]).toMatchObject({ ListAgentMlsId: LOCAL_MLS_MEMBERS.demoAgent.mlsId, ListOfficeMlsId: LOCAL_MLS_OFFICE.mlsId });
    expect((JSON.parse(readFileSync(file, 'utf8')) as { listings: Record<string, unknown>[] }).listings[0]!.ListAgentMlsId).toBe(
      LOCAL_MLS_MEMBERS.demoAgent.mlsId,
    );
  });
});
