import { House } from 'lucide-react';

/**
 * Up to 6 active properties once listings exist (they arrive with the listings issue). Until then this
 * section truthfully shows its empty state.
 */
export function FeaturedOpenHouses() {
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="mb-8 text-center">
        <h2 id="featured-heading" className="text-3xl font-bold text-slate-900">
          Featured Open Houses
        </h2>
        <p className="mt-2 text-slate-600">Homes you can walk through this week.</p>
      </div>
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <House className="size-10 text-slate-400" aria-hidden="true" />
        <p className="font-medium text-slate-700">No featured properties available at the moment</p>
        <p className="text-sm text-slate-600">New listings are added weekly. Check back soon.</p>
      </div>
    </section>
  );
}
