import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/ui/page-title';
import { TextLink } from '../../../components/ui/text-link';

/** The frame around the listing form: back to the dashboard, the heading, then the form. */
export function ListingFormPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={title} />
      <TextLink to="/dashboard" className="inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Dashboard
      </TextLink>
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-slate-600">{description}</p>
      </div>
      {children}
    </div>
  );
}
