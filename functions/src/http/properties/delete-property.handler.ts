import { photoBucket } from '../../adapters/photos/photo-storage';
import { getDeps } from '../../deps';
import { defineHandler } from '../define-handler';
import { json } from '../kit/http-types';
import { PROPERTY_DELETED_MESSAGE, deleteProperty } from '../../services/properties/delete-property';
import { deletePropertyRoute } from '../route-groups/listing.routes';

export const handler = defineHandler(deletePropertyRoute, async ({ auth, params }) => {
  await deleteProperty({ ...getDeps(), photos: photoBucket }, auth, { id: params.id });
  return json({ success: true, message: PROPERTY_DELETED_MESSAGE });
});
