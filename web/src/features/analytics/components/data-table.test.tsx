import { fireEvent, render, screen } from '@testing-library/react';
import { DataTable } from './data-table';

const rows = [{ id: 'a', name: 'Elm Street Bungalow', views: 12 }];
const columns = [
  { header: 'Listing', cell: (row: (typeof rows)[number]) => row.name },
  { header: 'Views', cell: (row: (typeof rows)[number]) => row.views, isNumeric: true },
];

/** jsdom lays nothing out: give the table's box the widths a phone would. */
function layOut(box: HTMLElement, { scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('DataTable', () => {
  it('says there are more columns to the right while some are hidden, until scrolled to the end', () => {
    render(<DataTable caption="Activity by listing" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const box = screen.getByRole('region', { name: 'Activity by listing' });
    expect(screen.queryByText('Scroll sideways for more columns')).not.toBeInTheDocument();

    layOut(box, { scrollWidth: 900, clientWidth: 340 });
    fireEvent.scroll(box);
    expect(screen.getByText('Scroll sideways for more columns')).toBeInTheDocument();

    box.scrollLeft = 560;
    fireEvent.scroll(box);
    expect(screen.queryByText('Scroll sideways for more columns')).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Elm Street Bungalow' })).toHaveClass('sticky', 'left-0');
  });
});
