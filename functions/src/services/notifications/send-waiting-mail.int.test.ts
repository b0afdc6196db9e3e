import { ulid } from 'ulid';
import { WAITING_MAIL_EMAILS_PER_HOUR } from '@shared/constants/mail-limits';
import { createTestDeps } from '../../../test/test-deps';
import type { TMail } from '../../adapters/mail/mail';
import { batchPutItems } from '../../data/batch-items';
import { queryAllItems } from '../../data/query-pages';
import { savedSearchEntity } from '../../data/saved-search-repository';
import { searchAlertMailEntity, type TSearchAlertMail } from '../../data/search-alert-repository';
import { makeProfile, makeUser } from '../../data/testing/make-records';
import { profileEntity, userEntity, type TUserRecord } from '../../data/user-records';
import { pendingNotificationMailEntity, putPendingMailOnce } from '../../data/waiting-mail-repository';
import * as keys from '../../data/keys';
import { sendSearchAlerts } from '../saved-searches/send-search-alerts';
import { sendDigest } from './send-digest';
import type { TNotifyDeps } from './notify-deps';

/** The notifications worker's deps on the real table, its mail and schedules recorded. */
function workerDeps(start: Date) {
  const { deps, advance } = createTestDeps(start);
  const sent: TMail[] = [];
  const schedules: Date[] = [];
  const notifyDeps: TNotifyDeps = {
    ...deps,
    mail: { send: async (message) => (sent.push(message), { messageId: ulid() }) },
    scheduler: { putOnce: async (_group, schedule) => void schedules.push(schedule.at), remove: async () => {} },
    siteOrigin: 'https://market.example',
    notificationQueue: { send: async () => {} },
  };
  return { deps: notifyDeps, sent, schedules, advance };
}

async function person(deps: TNotifyDeps, overrides: Partial<TUserRecord> = {}) {
  const user = makeUser(overrides);
  await batchPutItems(deps.db, [userEntity.toItem(user), profileEntity.toItem(makeProfile(user.id, { role: 'BUYER' }))]);
  return user;
}

const waitingOf = async (deps: TNotifyDeps, userId: string, prefix: string) =>
  queryAllItems(deps.db, {
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': keys.userPartition(userId), ':p': prefix },
  });

function searchAlert(userId: string, n: number, searchIds?: string[]): TSearchAlertMail {
  const id = ulid();
  return {
    userId,
    id,
    frequency: 'instant',
    searchName: 'Austin',
    listingId: `listing-${n}`,
    searchIds,
    subject: `Home ${n}`,
    text: `Home ${n} text`,
    createdAt: new Date().toISOString(),
  };
}

describe('waiting mail (digests and saved-search e-mails)', () => {
  it("drops everything waiting for a person who cannot be mailed (an unconfirmed address, a closed account), not one e-mail's worth", async () => {
    const { deps, sent, schedules } = workerDeps(new Date('2026-06-01T12:00:00Z'));
    const unconfirmed = await person(deps, { emailVerifiedAt: null });
    const closed = await person(deps, { deletedAt: '2026-06-01T11:00:00.000Z' });
    for (const user of [unconfirmed, closed]) {
      await batchPutItems(
        deps.db,
        Array.from({ length: 26 }, (_, n) => searchAlertMailEntity.toItem(searchAlert(user.id, n))),
      );
      await batchPutItems(
        deps.db,
        Array.from({ length: 26 }, (_, n) =>
          pendingNotificationMailEntity.toItem({ userId: user.id, id: ulid(), subject: `Lead ${n}`, text: 'x', createdAt: new Date().toISOString() }),
        ),
      );
      await sendSearchAlerts(deps, { userId: user.id, frequency: 'instant' });
      await sendDigest(deps, { userId: user.id });
      expect(await waitingOf(deps, user.id, 'SEARCHMAIL#')).toEqual([]);
      expect(await waitingOf(deps, user.id, keys.pendingNotificationMailPrefix)).toEqual([]);
    }
    expect(sent).toEqual([]);
    expect(schedules).toEqual([]);
  });

  it('gives each waiting item a TTL, so nothing waits forever', async () => {
    const { deps } = workerDeps(new Date());
    const userId = ulid();
    const createdAt = '2026-06-01T12:00:00.000Z';
    await putPendingMailOnce(deps.db, `lead#${ulid()}`, { userId, id: ulid(), subject: 'New lead', text: 'x', createdAt });
    const [item] = await waitingOf(deps, userId, keys.pendingNotificationMailPrefix);
    expect(item?.expiresAt).toBe(Date.parse(createdAt) / 1000 + 7 * 86_400);
  });

  it(`sends at most ${WAITING_MAIL_EMAILS_PER_HOUR} e-mails an hour: the last says how many more wait, and they go the next hour`, async () => {
    const start = new Date('2026-06-01T12:10:00Z');
    const { deps, sent, schedules, advance } = workerDeps(start);
    const buyer = await person(deps);
    const total = 25 * WAITING_MAIL_EMAILS_PER_HOUR + 30;
    await batchPutItems(
      deps.db,
      Array.from({ length: total }, (_, n) => searchAlertMailEntity.toItem(searchAlert(buyer.id, n))),
    );
    for (let n = 0; n <= WAITING_MAIL_EMAILS_PER_HOUR; n++) {
      await sendSearchAlerts(deps, { userId: buyer.id, frequency: 'instant' });
      advance(60);
    }
    expect(sent).toHaveLength(WAITING_MAIL_EMAILS_PER_HOUR);
    expect(sent.at(-2)!.text).not.toContain('more are waiting');
    expect(sent.at(-1)!.text).toMatch(/^30 more are waiting: they follow in the next hour/);
    // The one past the cap sent nothing and took nothing: all 30 wait for 13:00.
    expect(schedules.at(-2)).toEqual(new Date('2026-06-01T13:00:00Z'));
    expect(schedules.at(-1)).toEqual(new Date('2026-06-01T13:00:00Z'));
    expect(await waitingOf(deps, buyer.id, 'SEARCHMAIL#')).toHaveLength(30);

    advance((60 - 17) * 60);
    await sendSearchAlerts(deps, { userId: buyer.id, frequency: 'instant' });
    expect(sent).toHaveLength(WAITING_MAIL_EMAILS_PER_HOUR + 1);
    expect(sent.at(-1)!.subject).toBe('25 homes match your saved searches');
  });

  it('does not tell a match whose saved searches were paused, set to Never or deleted after it was queued', async () => {
    const { deps, sent } = workerDeps(new Date('2026-06-01T12:00:00Z'));
    const buyer = await person(deps);
    const search = (name: string, changes: { paused?: boolean; frequency?: 'instant' | 'never' } = {}) => ({
      userId: buyer.id,
      id: ulid(),
      name,
      source: 'listings' as const,
      frequency: changes.frequency ?? ('instant' as const),
      paused: changes.paused ?? false,
      filters: {},
      area: null,
      createdAt: '2026-06-01T10:00:00.000Z',
      updatedAt: '2026-06-01T10:00:00.000Z',
      lastVisitedAt: '2026-06-01T10:00:00.000Z',
    });
    const active = search('Active');
    const paused = search('Paused', { paused: true });
    const quiet = search('Quiet', { frequency: 'never' });
    await batchPutItems(
      deps.db,
      [active, paused, quiet].map((s) => savedSearchEntity.toItem(s)),
    );
    await batchPutItems(
      deps.db,
      [
        searchAlert(buyer.id, 1, [paused.id]),
        searchAlert(buyer.id, 2, [ulid()]),
        searchAlert(buyer.id, 3, [quiet.id]),
        searchAlert(buyer.id, 4, [paused.id, active.id]),
        searchAlert(buyer.id, 5),
      ].map((alert) => searchAlertMailEntity.toItem(alert)),
    );

    await sendSearchAlerts(deps, { userId: buyer.id, frequency: 'instant' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('2 homes match your saved searches');
    expect(sent[0]!.text).toContain('Home 4 text');
    expect(sent[0]!.text).toContain('Home 5 text');
    expect(await waitingOf(deps, buyer.id, 'SEARCHMAIL#')).toEqual([]);
  });
});
