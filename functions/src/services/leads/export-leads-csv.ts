import { LEAD_SOURCES, LEAD_STATUSES } from '@shared/constants/lead-capture';
import type { TPipelineLead } from '@shared/schemas/lead-pipeline.schema';
import { toCsv } from './spreadsheet-csv';

const HEADER = [
  'Received',
  'Name',
  'Email',
  'Phone',
  'Source',
  'Listing',
  'Status',
  'Score',
  'Score reasons',
  'Next follow-up',
  'Notes',
  'Message',
  'Answers',
  'Consent to be contacted',
];

const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((o) => o.value === value)?.label ?? value;

/** The leads as a spreadsheet-safe CSV file, one row each, in the order given. */
export function leadsToCsv(leads: readonly TPipelineLead[]): string {
  return toCsv(
    HEADER,
    leads.map((lead) => [
      lead.createdAt,
      lead.name,
      lead.email,
      lead.phone,
      labelOf(LEAD_SOURCES, lead.source),
      lead.listingTitle,
      labelOf(LEAD_STATUSES, lead.status),
      lead.score,
      lead.reasons.map((r) => `${r.label} ${r.points > 0 ? '+' : ''}${r.points}`).join('; '),
      lead.nextFollowUp,
      lead.notes,
      lead.message,
      lead.answers.map((a) => `${a.question} ${a.answer}`).join('; '),
      lead.consentGivenAt ? 'Yes' : 'No',
    ]),
  );
}
