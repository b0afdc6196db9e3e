import { MailOpen } from 'lucide-react';

export function NoMessageSelected() {
  return (
    <div className="flex min-h-80 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <MailOpen className="size-10 text-slate-400" aria-hidden="true" />
      <h2 className="text-lg font-semibold text-slate-800">No Message Selected</h2>
      <p className="text-sm text-slate-600">Select a message from the list to view its contents</p>
    </div>
  );
}
