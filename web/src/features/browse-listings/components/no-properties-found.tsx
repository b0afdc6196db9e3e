import { SearchX } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';

export function NoPropertiesFound({ isFiltered }: { isFiltered: boolean }) {
  return (
    <EmptyState icon={SearchX} title="No Properties Found">
      {isFiltered
        ? 'No listing matches these filters. Try a wider price range, fewer bedrooms, or Clear Filters.'
        : 'There are no listings yet. New listings are added weekly.'}
    </EmptyState>
  );
}
