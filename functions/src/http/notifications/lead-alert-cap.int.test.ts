import { ulid } from 'ulid';
import { LEAD_ALERT_MAILS_PER_HOUR } from '@shared/constants/mail-limits';
import { listPendingNotificationMails } from '../../data/waiting-mail-repository';
import type { TNotificationMessage } from '../../services/notifications/notification-message';
import { signUpActiveAgent } from '../../../test/accounts';
import { uniqueEmail } from '../../../test/http-client';
import { mailsTo, notificationsQueueDrained, sendToNotificationsQueue } from '../../../test/notifications';
import { createTestDeps } from '../../../test/test-deps';

const leadMessage = (agentId: string, name: string): TNotificationMessage => ({
  kind: 'lead-created',
  agentId,
  lead: {
    id: ulid(),
    source: 'profile',
    name,
    email: uniqueEmail('lead'),
    phone: null,
    message: 'Hello',
    listingTitle: null,
    answers: [],
    score: 25,
    createdAt: new Date().toISOString(),
  },
});

describe('instant lead alert e-mails have an hourly cap', () => {
  it(`mails the first ${LEAD_ALERT_MAILS_PER_HOUR} leads of the hour one by one; the rest wait for the hourly digest`, async () => {
    const agent = await signUpActiveAgent();
    const hourOf = () => Math.floor(Date.now() / 3_600_000);
    const startHour = hourOf();
    for (let i = 0; i < LEAD_ALERT_MAILS_PER_HOUR + 2; i++) await sendToNotificationsQueue(leadMessage(agent.userId, `Lead ${i}`));
    await notificationsQueueDrained();
    const mailed = (await mailsTo(agent.email)).length;
    const waiting = (await listPendingNotificationMails(createTestDeps().deps.db, agent.userId)).length;
    expect(mailed + waiting).toBe(LEAD_ALERT_MAILS_PER_HOUR + 2);
    // The hour's window turning while the test runs lets a few more through one by one; else the cap is exact.
    if (hourOf() === startHour) expect({ mailed, waiting }).toEqual({ mailed: LEAD_ALERT_MAILS_PER_HOUR, waiting: 2 });
    else expect(mailed).toBeGreaterThanOrEqual(LEAD_ALERT_MAILS_PER_HOUR);
  });
});
