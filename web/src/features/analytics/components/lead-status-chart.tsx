import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { LEAD_STATUSES } from '@shared/constants/lead-capture';
import type { TAnalyticsResponse } from '@shared/schemas/analytics.schema';
import { formatNumber } from '../../../lib/format';
import { periodLabel } from './analytics-format';
import { DataTable, type TColumn } from './data-table';

const STATUS_COLORS = {
  new: '#2563eb',
  contacted: '#0891b2',
  'showing-scheduled': '#7c3aed',
  'under-contract': '#d97706',
  closed: '#059669',
  lost: '#94a3b8',
} as const;

type TPoint = TAnalyticsResponse['series'][number];

/** Leads entering each status per day or week (a new lead counts as 'New'; each change counts for the status it moved to). */
export function LeadStatusChart({ analytics }: { analytics: TAnalyticsResponse }) {
  const data = analytics.series.map((point) => ({ label: periodLabel(point.start, analytics.bucket), ...point.leadsByStatus }));
  return (
    <ResponsiveContainer width="100%" height="100%" minWidth={0}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        {LEAD_STATUSES.map((status) => (
          <Bar key={status.value} dataKey={status.value} name={status.label} stackId="status" fill={STATUS_COLORS[status.value]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function LeadStatusTable({ analytics }: { analytics: TAnalyticsResponse }) {
  const columns: TColumn<TPoint>[] = [
    { header: analytics.bucket === 'week' ? 'Week' : 'Day', cell: (point) => periodLabel(point.start, analytics.bucket) },
    ...LEAD_STATUSES.map((status) => ({ header: status.label, cell: (point: TPoint) => formatNumber(point.leadsByStatus[status.value]), isNumeric: true })),
  ];
  return <DataTable caption="Leads by status over time" columns={columns} rows={analytics.series} rowKey={(point) => point.start} />;
}

export function leadStatusSummary(analytics: TAnalyticsResponse): string {
  const moved = LEAD_STATUSES.map((status) => ({ ...status, count: analytics.series.reduce((sum, point) => sum + point.leadsByStatus[status.value], 0) }));
  return `In this period: ${moved.map((status) => `${formatNumber(status.count)} ${status.label.toLowerCase()}`).join(', ')}.`;
}
