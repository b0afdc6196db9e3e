import type { ReactNode } from 'react';
import type { TMapSource } from '../api/get-map-open-houses';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { OpenHouseMapExplorer, type TMapEmptyState } from './open-house-map-explorer';

type TOpenHouseMapCardProps = {
  source: TMapSource;
  title: string;
  description?: ReactNode;
  /** Beside the title (e.g. the 'Active Open Houses' count). */
  aside?: ReactNode;
  emptyState: TMapEmptyState;
  className?: string;
};

/**
 * The reusable map card (spec: Map): public (everyone's, or one agent's), agent (own) or broker
 * (a brokerage's) open houses, on the national map and in a list.
 */
export function OpenHouseMapCard({ source, title, description, aside, emptyState, className }: TOpenHouseMapCardProps) {
  return (
    <Card className={className}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {aside}
      </CardHeader>
      <CardContent>
        <OpenHouseMapExplorer source={source} label={title} emptyState={emptyState} headingLevel={3} />
      </CardContent>
    </Card>
  );
}
