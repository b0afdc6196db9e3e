import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PRICE_BUCKETS, type TPriceBucket } from '@shared/constants/listing';
import { Button } from '../../../components/ui/button';
import { Input, NativeSelect } from '../../../components/ui/input';
import { listingsUrl, minBedroomOptions, priceOfBucket } from '../../../lib/listing-search-params';

const BEDROOM_OPTIONS = minBedroomOptions(4);

/** The landing search row: it opens /listings with the chosen filters applied. */
export function FeaturedSearchRow() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [priceRange, setPriceRange] = useState<TPriceBucket | ''>('');
  const [minBedrooms, setMinBedrooms] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(listingsUrl({ q, ...priceOfBucket(priceRange), minBedrooms: minBedrooms ? Number(minBedrooms) : undefined }));
  };

  return (
    <form
      role="search"
      aria-label="Search listings"
      onSubmit={submit}
      className="grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <div>
        <label htmlFor="landing-search" className="sr-only">
          City, address or ZIP code
        </label>
        <Input id="landing-search" type="search" placeholder="City, address or ZIP code" value={q} onChange={(event) => setQ(event.target.value)} />
      </div>
      <div>
        <label htmlFor="landing-price" className="sr-only">
          Price range
        </label>
        <NativeSelect
          id="landing-price"
          value={priceRange}
          onChange={(event) => setPriceRange(PRICE_BUCKETS.find((bucket) => bucket.value === event.target.value)?.value ?? '')}
        >
          <option value="">Any Price</option>
          {PRICE_BUCKETS.map((bucket) => (
            <option key={bucket.value} value={bucket.value}>
              {bucket.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <label htmlFor="landing-bedrooms" className="sr-only">
          Bedrooms
        </label>
        <NativeSelect id="landing-bedrooms" value={minBedrooms} onChange={(event) => setMinBedrooms(event.target.value)}>
          <option value="">Any Bedrooms</option>
          {BEDROOM_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label} Bedrooms
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit">
        <Search className="size-4" aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
