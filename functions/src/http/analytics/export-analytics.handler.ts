import { getDeps } from '../../deps';
import { exportAnalyticsCsv } from '../../services/analytics/export-analytics-csv';
import { defineHandler } from '../define-handler';
import { exportAnalyticsRoute } from '../route-groups/analytics.routes';

export const handler = defineHandler(exportAnalyticsRoute, async ({ auth, query }) => {
  const { fileName, csv } = await exportAnalyticsCsv(getDeps(), auth, query);
  return {
    status: 200,
    rawBody: csv,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'no-store' },
  };
});
