import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title';

/** Shared frame of the static legal pages: back link, heading, dated intro, numbered sections. */
export function LegalPage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <PageTitle title={title} />
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Home
      </Link>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{title}</h1>
      {updated && <p className="mt-2 text-sm text-slate-600">Last updated: {updated}</p>}
      <div className="mt-8 space-y-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 text-slate-700">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
