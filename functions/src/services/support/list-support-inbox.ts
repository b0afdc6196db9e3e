import { SUPPORT_INBOX_PAGE_SIZE, type TSupportStatus } from '@shared/constants/support';
import type { TSupportInboxResponse } from '@shared/schemas/support.schema';
import { decodeCursor, encodeCursor } from '../../data/cursor';
import { listSupportInboxPage, SUPPORT_INBOX_KEY_ATTRIBUTES } from '../../data/support-request-repository';
import type { TDeps } from '../deps';
import { toAdminSupportViews } from './support-views';

/** The admins' inbox: one page of a status, priority first, then oldest first; the cursor is bound to the status. */
export async function listSupportInbox(deps: TDeps, input: { status: TSupportStatus; cursor?: string }): Promise<TSupportInboxResponse> {
  const cursorQuery = { status: input.status, list: 'support-inbox' };
  const page = await listSupportInboxPage(deps.db, input.status, {
    limit: SUPPORT_INBOX_PAGE_SIZE,
    startKey: decodeCursor(input.cursor, cursorQuery, SUPPORT_INBOX_KEY_ATTRIBUTES),
  });
  return { items: await toAdminSupportViews(deps, page.items), nextCursor: encodeCursor(page.nextStartKey, cursorQuery) };
}
