import { BarChart3, Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

type TChartPanelProps = {
  title: string;
  /** What the chart shows in words: the chart's accessible name, and shown under the title. */
  summary: string;
  chart: ReactNode;
  table: ReactNode;
};

/** A chart with a 'Show table' switch to the same numbers as a table (for screen readers, and for reading exact values). */
export function ChartPanel({ title, summary, chart, table }: TChartPanelProps) {
  const [isTable, setIsTable] = useState(false);
  const bodyId = useId();
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <CardTitle>{title}</CardTitle>
          <CardDescription>{summary}</CardDescription>
        </div>
        <Button variant="outline" size="sm" aria-controls={bodyId} aria-pressed={isTable} onClick={() => setIsTable(!isTable)}>
          {isTable ? <BarChart3 className="size-4" aria-hidden="true" /> : <Table2 className="size-4" aria-hidden="true" />}
          {isTable ? 'Show chart' : 'Show table'}
        </Button>
      </CardHeader>
      <CardContent id={bodyId}>
        {isTable ? (
          table
        ) : (
          <div role="img" aria-label={`${title}: ${summary}`} className="h-64 w-full min-w-0 sm:h-72">
            {chart}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
