import clsx from 'clsx';
import { ImagePlus } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { checkNewPhotos, PHOTO_ACCEPT, PHOTO_LIMITS, releasePreview, type TPhotoProgress, type TSelectedPhoto } from '../lib/photo-files';
import { PhotoPreviewItem } from './photo-preview-item';

type TPhotoUploaderProps = {
  photos: readonly TSelectedPhoto[];
  onPhotosChange: (photos: TSelectedPhoto[]) => void;
  /** Photos the listing already has (editing): they count towards the limit. */
  existingCount?: number;
  progress: Readonly<Record<string, TPhotoProgress>>;
  isDisabled: boolean;
};

/**
 * Chooses listing photos (button or drag and drop): up to 10, 10 MB each, JPG / PNG / WebP, with previews
 * and remove buttons. Nothing is uploaded here; the form uploads after saving and reports progress back.
 */
export function PhotoUploader({ photos, onPhotosChange, existingCount = 0, progress, isDisabled }: TPhotoUploaderProps) {
  const [errors, setErrors] = useState<string[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const latestPhotos = useRef(photos);
  useEffect(() => {
    latestPhotos.current = photos;
  }, [photos]);
  // Previews are object URLs: free them when the form goes away.
  useEffect(() => () => latestPhotos.current.forEach(releasePreview), []);

  const addFiles = (files: File[]) => {
    if (files.length === 0) return;
    const { accepted, errors: refused } = checkNewPhotos(existingCount + photos.length, files);
    setErrors(refused);
    if (accepted.length > 0) onPhotosChange([...photos, ...accepted]);
  };

  const remove = (photo: TSelectedPhoto) => {
    releasePreview(photo);
    setErrors([]);
    onPhotosChange(photos.filter((item) => item.id !== photo.id));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    if (!isDisabled) addFiles([...event.dataTransfer.files]);
  };

  const tracked = Object.values(progress);
  const finished = tracked.filter((item) => item.status === 'done' || item.status === 'failed').length;

  return (
    <div className="space-y-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!isDisabled) setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={clsx(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-6 py-8 text-center',
          isDragging ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <ImagePlus className="size-10 text-slate-400" aria-hidden="true" />
        <p id="listing-photos-hint" className="text-sm text-slate-600">
          Drag photos here or choose them. Up to {PHOTO_LIMITS.maxFiles} photos, {PHOTO_LIMITS.maxMb} MB each (JPG, PNG or WebP).
        </p>
        <input
          id="listing-photos"
          type="file"
          multiple
          accept={PHOTO_ACCEPT}
          disabled={isDisabled}
          aria-describedby="listing-photos-hint"
          className="peer sr-only"
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])]);
            // Choosing the same file again after removing it must still fire a change.
            event.target.value = '';
          }}
        />
        <label
          htmlFor="listing-photos"
          className={clsx(
            'inline-flex h-10 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
            isDisabled && 'pointer-events-none opacity-60',
          )}
        >
          Choose Photos
        </label>
      </div>

      {errors.length > 0 && (
        <ul role="alert" className="space-y-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}

      <p aria-live="polite" className="sr-only">
        {tracked.length > 0 ? `Uploading photos: ${finished} of ${tracked.length} finished.` : ''}
      </p>

      {photos.length > 0 && (
        <ul aria-label="Chosen photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {photos.map((photo) => (
            <PhotoPreviewItem key={photo.id} photo={photo} progress={progress[photo.id]} isDisabled={isDisabled} onRemove={() => remove(photo)} />
          ))}
        </ul>
      )}
    </div>
  );
}
