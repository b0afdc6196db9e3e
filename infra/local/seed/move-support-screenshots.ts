import { LEGACY_SUPPORT_SCREENSHOTS_PREFIX, SUPPORT_SCREENSHOTS_PREFIX } from '@shared/constants/support';
import { deletePhotos, readPhoto } from '../../../functions/src/adapters/photos/photo-storage';
import { listObjectKeys, putPrivateObject } from '../../../functions/src/adapters/photos/private-objects';
import type { TDb } from '../../../functions/src/data/db';
import { replaceSupportRequest, supportRequestEntity } from '../../../functions/src/data/support-request-repository';
import { requestedTypeOfKey } from '../../../functions/src/services/photos/photo-keys';
import { runOnce, scanAll } from './one-off-repair';

/**
 * Support screenshots lay under photos/support/<userId>/, served to whoever held the link, before they were
 * private. Once per data folder, one scan copies each request's screenshot to private/support/<userId>/ (same
 * file name), points the request at the copy and deletes the public one; then anything left under the old prefix
 * (uploads never attached to a request) goes too. A request whose screenshot is already gone keeps none.
 * Answers how many requests it moved (0 once done).
 */
export async function moveSupportScreenshots(db: TDb): Promise<number> {
  const { moved } = await runOnce(db, { name: 'private-support-screenshots', nothingDone: { moved: 0 } }, async () => {
    let count = 0;
    const filter = {
      FilterExpression: 'entity = :request AND begins_with(screenshotKey, :legacy)',
      ExpressionAttributeValues: { ':request': supportRequestEntity.name, ':legacy': LEGACY_SUPPORT_SCREENSHOTS_PREFIX },
    };
    await scanAll(db, filter, async (items) => {
      for (const request of items.map((item) => supportRequestEntity.parse(item))) {
        const publicKey = request.screenshotKey!;
        const privateKey = `${SUPPORT_SCREENSHOTS_PREFIX}${publicKey.slice(LEGACY_SUPPORT_SCREENSHOTS_PREFIX.length)}`;
        const bytes = await readPhoto(publicKey);
        const contentType = requestedTypeOfKey(publicKey);
        if (bytes && contentType) await putPrivateObject(privateKey, bytes, contentType);
        await replaceSupportRequest(db, request, { ...request, screenshotKey: bytes && contentType ? privateKey : null });
        await deletePhotos([publicKey]);
        count++;
      }
    });
    await deletePhotos(await listObjectKeys(LEGACY_SUPPORT_SCREENSHOTS_PREFIX));
    return { moved: count };
  });
  return moved;
}
