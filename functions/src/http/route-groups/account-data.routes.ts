import {
  ZAccountExportDownloadParamsSchema,
  ZAccountExportDownloadQuerySchema,
  ZAccountExportResponseSchema,
  ZDeleteAccountRequestSchema,
  ZDeleteAccountResponseSchema,
} from '@shared/schemas/account-data.schema';
import type { THttpRoute } from '../../entries/entry-types';

/** A person's own data (issue 44): download it, delete the account. */
export const getAccountExportRoute = {
  method: 'GET',
  path: '/api/account/export',
  handler: 'http/account-data/get-account-export',
  access: 'user',
  resources: ['table:read', 'table:write'],
  summary: "The caller's latest export of their data and its progress (queued, running, ready, failed); null before the first",
  tags: ['Account'],
  response: ZAccountExportResponseSchema,
} as const satisfies THttpRoute;

export const requestAccountExportRoute = {
  method: 'POST',
  path: '/api/account/export',
  handler: 'http/account-data/request-account-export',
  access: 'user',
  resources: ['table:read', 'table:write', 'queue:account-export'],
  summary:
    'Start an export of everything held about the caller, mailed as a 24-hour link to their confirmed address (202; one at a time: 409 EXPORT_RUNNING; 5 a day: 429)',
  tags: ['Account'],
  response: ZAccountExportResponseSchema,
} as const satisfies THttpRoute;

export const downloadAccountExportRoute = {
  method: 'GET',
  path: '/api/account/export/{id}/download',
  handler: 'http/account-data/download-account-export',
  access: 'user',
  isNavigation: true,
  resources: ['table:read', 'table:write', 'private-objects:read'],
  summary:
    "The mailed link: the export's archive as a JSON file, for the signed-in account that asked for it only (404 for any other; 410 EXPORT_LINK_EXPIRED after 24 hours)",
  tags: ['Account'],
  params: ZAccountExportDownloadParamsSchema,
  query: ZAccountExportDownloadQuerySchema,
} as const satisfies THttpRoute;

export const deleteAccountRoute = {
  method: 'POST',
  path: '/api/account/delete',
  handler: 'http/account-data/delete-account',
  access: 'user',
  resources: ['table:read', 'table:write', 'secret:ip-hash-salt', 'queue:account-deletion'],
  summary:
    "Delete the caller's account: password (and the two-factor code when on) required; closed and signed out at once, everything else removed by a worker within a minute (202)",
  tags: ['Account'],
  body: ZDeleteAccountRequestSchema,
  response: ZDeleteAccountResponseSchema,
} as const satisfies THttpRoute;

export const accountDataRoutes = {
  'GET /api/account/export': getAccountExportRoute,
  'POST /api/account/export': requestAccountExportRoute,
  'GET /api/account/export/{id}/download': downloadAccountExportRoute,
  'POST /api/account/delete': deleteAccountRoute,
} as const;
