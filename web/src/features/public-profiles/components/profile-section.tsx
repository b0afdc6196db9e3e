import clsx from 'clsx';
import type { ReactNode } from 'react';

type TProfileSectionProps = { id: string; title: string; headingClass: string; cardClass: string; children: ReactNode };

/** One titled card of the profile's main area. */
export function ProfileSection({ id, title, headingClass, cardClass, children }: TProfileSectionProps) {
  return (
    <section aria-labelledby={id} className={clsx('space-y-3 border border-slate-200 bg-white p-6 shadow-sm', cardClass)}>
      <h2 id={id} className={clsx('text-xl text-slate-900', headingClass)}>
        <span className="mr-2 inline-block h-5 w-1 rounded-full bg-(--accent) align-[-0.2em]" aria-hidden="true" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Entries shown as chips (specialties, service areas, languages). */
export function ChipList({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-(--accent-soft) px-3 py-1 text-sm font-medium text-(--accent) ring-1 ring-(--accent-ring) ring-inset">
          {item}
        </li>
      ))}
    </ul>
  );
}
