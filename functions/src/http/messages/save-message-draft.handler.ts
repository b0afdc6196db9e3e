import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { saveMessageDraft } from '../../services/messages/save-message-draft';
import { saveMessageDraftRoute } from '../route-groups/profile.routes';

export const handler = defineHandler(saveMessageDraftRoute, async ({ auth, params, body }) =>
  json(await saveMessageDraft(getDeps(), auth, { id: params.id, body: body.body })),
);
