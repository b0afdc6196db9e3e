import clsx from 'clsx';
import type { TMessageFolder } from '@shared/constants/messages';

const LABELS: Record<TMessageFolder, string> = { inbox: 'Inbox', archived: 'Archived', sent: 'Sent' };

type TFolderTabsProps = { folders: readonly TMessageFolder[]; folder: TMessageFolder; onFolderChange: (folder: TMessageFolder) => void };

/** Inbox / Archived / Sent as toggle buttons (the pressed one is the folder shown). */
export function FolderTabs({ folders, folder, onFolderChange }: TFolderTabsProps) {
  return (
    <div role="group" aria-label="Folders" className="inline-flex rounded-lg border border-slate-200 bg-white p-1">
      {folders.map((item) => (
        <button
          key={item}
          type="button"
          aria-pressed={item === folder}
          onClick={() => onFolderChange(item)}
          className={clsx('rounded-md px-3 py-1.5 text-sm font-medium', item === folder ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100')}
        >
          {LABELS[item]}
        </button>
      ))}
    </div>
  );
}
