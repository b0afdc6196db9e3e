import { CircleAlert, CircleCheck, FileImage, X } from 'lucide-react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { TPhotoProgress, TSelectedPhoto } from '../lib/photo-files';

const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

type TPhotoPreviewItemProps = { photo: TSelectedPhoto; progress: TPhotoProgress | undefined; isDisabled: boolean; onRemove: () => void };

/** One chosen photo: its preview (or a file icon when the browser cannot make one), name, size, remove button and upload progress. */
export function PhotoPreviewItem({ photo, progress, isDisabled, onRemove }: TPhotoPreviewItemProps) {
  const name = photo.file.name;
  return (
    <li className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <div className="relative aspect-[4/3] bg-slate-100">
        {photo.previewUrl ? (
          <img src={photo.previewUrl} alt={`Preview of ${name}`} className="size-full object-cover" />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 text-slate-500">
            <FileImage className="size-8" aria-hidden="true" />
            <span className="text-xs">No preview for this format</span>
          </div>
        )}
        {!progress && (
          <button
            type="button"
            aria-label={`Remove ${name}`}
            disabled={isDisabled}
            onClick={onRemove}
            className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white hover:text-red-700"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="space-y-1.5 p-2">
        <p className="truncate text-xs font-medium text-slate-800" title={name}>
          {name}
        </p>
        <p className="text-xs text-slate-500">{sizeLabel(photo.file.size)}</p>
        {progress && <PhotoProgressLine name={name} progress={progress} />}
      </div>
    </li>
  );
}

function PhotoProgressLine({ name, progress }: { name: string; progress: TPhotoProgress }) {
  if (progress.status === 'done') {
    return (
      <p className="flex items-center gap-1 text-xs text-green-800">
        <CircleCheck className="size-3.5" aria-hidden="true" /> Uploaded
      </p>
    );
  }
  if (progress.status === 'failed') {
    return (
      <p className="flex items-center gap-1 text-xs text-red-700">
        <CircleAlert className="size-3.5" aria-hidden="true" /> {progress.message ?? 'Upload failed'}
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <ProgressBar value={progress.percent} label={`Uploading ${name}`} />
      <p className="text-xs text-slate-600">{progress.status === 'checking' ? 'Checking…' : `${Math.round(progress.percent)}%`}</p>
    </div>
  );
}
