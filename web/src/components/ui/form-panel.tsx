import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from './card';
import { PageTitle } from './page-title';

type TFormPanelProps = { title: string; description?: ReactNode; width?: 'md' | 'lg'; children: ReactNode; footer?: ReactNode };

/** A centred card holding one form or choice, with the screen's heading (sign-up, sign-in, waitlist). */
export function FormPanel({ title, description, width = 'md', children, footer }: TFormPanelProps) {
  return (
    <div className="flex justify-center px-4 py-12 sm:py-16">
      <PageTitle title={title} />
      <Card className={width === 'lg' ? 'w-full max-w-2xl' : 'w-full max-w-md'}>
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer && <div className="border-t border-slate-100 px-6 py-4 text-center text-sm text-slate-600">{footer}</div>}
      </Card>
    </div>
  );
}
