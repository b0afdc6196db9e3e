import { getDeps } from '../../platform/deps';
import { defineHandler } from '../../platform/http/define-handler';
import { json } from '../../platform/http/http-types';
import { saveMessageDraft } from '../../services/messages/save-message-draft';
import { profileRoutes } from '../route-groups/profile.routes';

export const handler = defineHandler(profileRoutes['PUT /api/messages/{id}/draft'], async ({ auth, params, body }) => json(await saveMessageDraft(getDeps(), auth, { id: params.id, body: body.body })));
