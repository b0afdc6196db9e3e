import { deletePhotos, describePhoto, presignPhotoUpload, putPhoto, readPhoto, readPhotoHead } from './photo-storage';
import { renderWebPhoto } from './web-photo-renderer';

/** The photo bucket and the image renderer, as the photo services take them. */
export const photoStore = { presignPhotoUpload, describePhoto, readPhotoHead, readPhoto, putPhoto, deletePhotos, renderWebPhoto };
