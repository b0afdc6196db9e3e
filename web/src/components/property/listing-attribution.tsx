import type { TCardAttribution, TListingAttribution } from '@shared/schemas/listing-attribution.schema';
import { formatDate } from '../../lib/format';

/** IDX attribution on a card: the listing office, the MLS's name and when the MLS last updated the data. */
export function ListingAttribution({ attribution }: { attribution: TCardAttribution }) {
  return (
    <p className="text-xs break-words text-slate-600">
      {attribution.listingOfficeName && <>Listing courtesy of {attribution.listingOfficeName} · </>}
      {attribution.mlsName} · Listing data last updated {formatDate(attribution.lastUpdatedAt)}
    </p>
  );
}

/** IDX attribution on the detail page: office, agent, the MLS and its listing number, last update, and the MLS's disclaimer. */
export function ListingAttributionDetails({ attribution }: { attribution: TListingAttribution }) {
  return (
    <section aria-labelledby="listing-source-heading" className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <h2 id="listing-source-heading" className="text-base font-semibold text-slate-900">
        Listing Information
      </h2>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {attribution.listingOfficeName && <Item term="Listing office" value={attribution.listingOfficeName} />}
        {attribution.listingAgentName && <Item term="Listing agent" value={attribution.listingAgentName} />}
        <Item term="Source" value={`${attribution.mlsName}, MLS# ${attribution.mlsListingId}`} />
      </dl>
      <p>Listing data last updated {formatDate(attribution.lastUpdatedAt)}</p>
      {attribution.leftFeedAt && (
        <p className="font-medium text-amber-800">
          No longer offered through the MLS since {formatDate(attribution.leftFeedAt)}: this page shows the listing as it was last.
        </p>
      )}
      <p className="text-xs break-words whitespace-pre-line text-slate-600">{attribution.disclaimer}</p>
    </section>
  );
}

function Item({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="inline text-slate-600">{term}: </dt>
      <dd className="inline font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}
