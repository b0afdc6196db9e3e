/** The photos a listing already has (editing): shown for reference; new ones are added below. */
export function ExistingPhotos({ images, label }: { images: readonly string[]; label: string }) {
  if (images.length === 0) return <p className="text-sm text-slate-600">This listing has no photos yet.</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800">Current photos ({images.length})</p>
      <ul aria-label="Current photos" className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {images.map((image, index) => (
          <li key={image}>
            <img src={image} alt={`${label}, photo ${index + 1}`} className="aspect-[4/3] w-full rounded-md object-cover" />
          </li>
        ))}
      </ul>
    </div>
  );
}
