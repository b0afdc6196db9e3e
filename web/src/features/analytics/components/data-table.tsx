import type { ReactNode } from 'react';

export type TColumn<TRow> = { header: string; cell: (row: TRow) => ReactNode; isNumeric?: boolean };

type TDataTableProps<TRow> = { caption: string; columns: readonly TColumn<TRow>[]; rows: readonly TRow[]; rowKey: (row: TRow) => string };

/** A plain table that scrolls sideways inside its own box on a narrow screen (the page never does). */
export function DataTable<TRow>({ caption, columns, rows, rowKey }: TDataTableProps<TRow>) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.isNumeric ? 'px-3 py-2 text-right whitespace-nowrap' : 'px-3 py-2 whitespace-nowrap'}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, i) => {
                const className = column.isNumeric ? 'px-3 py-2 text-right tabular-nums whitespace-nowrap' : 'min-w-[7rem] max-w-[16rem] px-3 py-2 break-words';
                return i === 0 ? (
                  <th key={column.header} scope="row" className={`${className} font-medium text-slate-900`}>
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
  );
}
