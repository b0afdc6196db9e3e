import { inject } from 'vitest';
import { ulid } from 'ulid';
import { createTestDeps } from '../../test/test-deps';
import { putLead } from './lead-repository';
import { getMessage, getUnreadMessageCount, listInboxMessages, listSentMessages, MESSAGE_CHANGED_MEANWHILE, replaceMessage } from './message-repository';
import { putNewProperty } from './property-repository';
import { makeListingLead, makeMessage, makeProperty } from './testing/make-records';

const { deps } = createTestDeps();
const { db } = deps;

beforeAll(() => {
  Object.assign(process.env, inject('handlerEnv'));
});

/** An agent with a listing and `count` conversations about it, oldest first. */
async function inbox(count: number, senderUserId: string | null = null) {
  const property = makeProperty();
  await putNewProperty(db, property);
  const messages = [];
  for (let i = 0; i < count; i++) {
    const lead = makeListingLead(property, { createdAt: `2026-06-01T1${i}:00:00.000Z`, senderUserId, name: `Sender ${i}` });
    const message = makeMessage(lead, { searchText: `sender ${i}` });
    await putLead(db, lead, message);
    messages.push(message);
  }
  return { agentId: property.userId, messages };
}

describe('message repository', () => {
  it('replaces a conversation only from its current version, moving the unread badge with it', async () => {
    const { agentId, messages } = await inbox(1);
    const [message] = messages;
    expect(await getUnreadMessageCount(db, agentId)).toBe(1);
    const read = { ...message!, isRead: true, version: 2 };
    await replaceMessage(db, message!, read);
    expect(await getMessage(db, message!.id)).toEqual(read);
    expect(await getUnreadMessageCount(db, agentId)).toBe(0);
    await expect(replaceMessage(db, message!, { ...message!, isStarred: true, version: 2 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: MESSAGE_CHANGED_MEANWHILE,
    });
    expect(await getMessage(db, message!.id)).toEqual(read);
    expect(await getMessage(db, ulid())).toBeNull();
  });

  it('pages the inbox newest first, keeps archived and deleted ones out, and searches', async () => {
    const { agentId, messages } = await inbox(4);
    const [oldest, second, third, newest] = messages;
    await replaceMessage(db, third!, { ...third!, isArchived: true, version: 2 });
    await replaceMessage(db, second!, { ...second!, isDeleted: true, version: 2 });
    const first = await listInboxMessages(db, { userId: agentId, folder: 'inbox', limit: 1 });
    expect(first.items).toEqual([newest]);
    const rest = await listInboxMessages(db, { userId: agentId, folder: 'inbox', limit: 1, cursor: first.nextCursor! });
    expect(rest).toEqual({ items: [oldest], nextCursor: null });
    expect((await listInboxMessages(db, { userId: agentId, folder: 'archived', limit: 5 })).items.map((m) => m.id)).toEqual([third!.id]);
    expect((await listInboxMessages(db, { userId: agentId, folder: 'inbox', search: 'SENDER 0', limit: 5 })).items).toEqual([oldest]);
  });

  it('lists what a signed-in user sent, newest first', async () => {
    const senderUserId = ulid();
    const { messages } = await inbox(2, senderUserId);
    expect(await listSentMessages(db, { userId: senderUserId, limit: 5 })).toEqual({ items: [...messages].reverse(), nextCursor: null });
    expect((await listSentMessages(db, { userId: senderUserId, search: 'sender 1', limit: 5 })).items).toEqual([messages[1]]);
  });
});
