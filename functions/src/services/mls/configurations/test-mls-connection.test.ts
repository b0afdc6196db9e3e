import { feedSentence } from './test-mls-connection';

const agent = { agentMlsId: 'ATX-A-7412', officeMlsId: null };

describe('what Test says about the member’s listings in the feed', () => {
  it('says how many of the feed are theirs, with thousands grouped', () => {
    expect(feedSentence(agent, { total: 2911, member: 14, note: null })).toBe('Connected. 14 of 2,911 listings in the feed are yours.');
    expect(feedSentence(agent, { total: 2911, member: 1, note: null })).toBe('Connected. 1 of 2,911 listings in the feed is yours.');
  });

  it('points at the ID when none are theirs', () => {
    expect(feedSentence(agent, { total: 2911, member: 0, note: null })).toBe(
      'Connected. None of 2,911 listings in the feed are yours: no listing names your agent MLS ID ATX-A-7412. Check the ID with your MLS.',
    );
  });

  it('says honestly when the server could not count, and why', () => {
    expect(feedSentence(agent, { total: 2911, member: null, note: 'the server would not count your listings: it refused the request' })).toBe(
      'Connected, but the server could not count how many listings are yours (the server would not count your listings: it refused the request). The feed holds 2,911 listings.',
    );
    expect(feedSentence(agent, { total: null, member: 14, note: 'the server does not count its listings ($count)' })).toBe(
      'Connected. 14 listings in the feed are yours (the server does not count its listings ($count)).',
    );
    expect(feedSentence(agent, null)).toBe('Connected. This server cannot count listings before a sync, so how many are yours shows after the first sync.');
    expect(feedSentence({ agentMlsId: null, officeMlsId: null }, null)).toBe(
      'Connected. Add your agent MLS ID to see how many listings in the feed are yours.',
    );
  });
});
