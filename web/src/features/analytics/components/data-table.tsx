import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export type TColumn<TRow> = { header: string; cell: (row: TRow) => ReactNode; isNumeric?: boolean };

type TDataTableProps<TRow> = { caption: string; columns: readonly TColumn<TRow>[]; rows: readonly TRow[]; rowKey: (row: TRow) => string };

/** True while the box has columns hidden to its right (a phone's narrow screen), until scrolled to its end. */
function useMoreToTheRight() {
  const ref = useRef<HTMLDivElement>(null);
  const [hasMore, setHasMore] = useState(false);
  const measure = useCallback(() => {
    const box = ref.current;
    if (box) setHasMore(box.scrollWidth - box.clientWidth - box.scrollLeft > 1);
  }, []);
  useEffect(() => {
    measure();
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, hasMore, onScroll: measure };
}

/**
 * A plain table that scrolls sideways inside its own box on a narrow screen (the page never does); while
 * columns are hidden to the right it says so, and the first column stays in view.
 */
export function DataTable<TRow>({ caption, columns, rows, rowKey }: TDataTableProps<TRow>) {
  const { ref, hasMore, onScroll } = useMoreToTheRight();
  return (
    <div className="space-y-1">
      {hasMore && (
        <p className="flex items-center justify-end gap-1 text-xs text-slate-600">
          Scroll sideways for more columns
          <ArrowRight className="size-3.5" aria-hidden="true" />
        </p>
      )}
      <div
        ref={ref}
        onScroll={onScroll}
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-20 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {columns.map((column, i) => (
                <th
                  key={column.header}
                  scope="col"
                  className={clsx(
                    column.isNumeric ? 'px-3 py-2 text-right whitespace-nowrap' : 'px-3 py-2 whitespace-nowrap',
                    i === 0 && 'sticky left-0 bg-slate-50',
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, i) => {
                  const className = column.isNumeric
                    ? 'px-3 py-2 text-right tabular-nums whitespace-nowrap'
                    : 'min-w-[7rem] max-w-[10rem] px-3 py-2 break-words sm:max-w-[16rem]';
                  return i === 0 ? (
                    <th key={column.header} scope="row" className={`${className} sticky left-0 z-10 bg-white font-medium text-slate-900`}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} className={`${className} text-slate-700`}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
