import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TagInput } from './tag-input';

function Harness({ initial = [] as string[], maxItems = 20 }) {
  const [items, setItems] = useState(initial);
  return (
    <TagInput
      id="specialties"
      label="Specialties"
      itemLabel="specialty"
      placeholder="e.g. Condos"
      items={items}
      onItemsChange={setItems}
      maxItems={maxItems}
      maxLength={60}
    />
  );
}

const entries = () =>
  within(screen.getByRole('list', { name: 'Specialties' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('TagInput', () => {
  it('adds an entry with Enter, trimmed, and clears the box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Specialties' });
    await user.type(box, '  First-time buyers  {Enter}');
    expect(entries()).toEqual(['First-time buyers']);
    expect(box).toHaveValue('');
    expect(screen.getByText('Added First-time buyers.')).toBeInTheDocument();
  });

  it('adds an entry with the Add button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Specialties' }), 'Condos');
    await user.click(screen.getByRole('button', { name: 'Add specialty' }));
    expect(entries()).toEqual(['Condos']);
  });

  it('ignores a blank entry', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Specialties' }), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Add specialty' }));
    expect(screen.queryByRole('list', { name: 'Specialties' })).not.toBeInTheDocument();
  });

  it('refuses a duplicate in any case and says why', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Luxury Homes']} />);
    const box = screen.getByRole('textbox', { name: 'Specialties' });
    await user.type(box, 'luxury homes{Enter}');
    expect(entries()).toEqual(['Luxury Homes']);
    expect(screen.getByText('luxury homes is already in the list.')).toBeVisible();
    expect(box).toHaveValue('luxury homes');
  });

  it('says when the list is full', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['a', 'b']} maxItems={2} />);
    await user.type(screen.getByRole('textbox', { name: 'Specialties' }), 'c{Enter}');
    expect(entries()).toEqual(['a', 'b']);
    expect(screen.getByText('You can add up to 2 specialty entries.')).toBeVisible();
  });

  it('removes an entry with its x button and returns focus to the box', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Condos', 'Relocation']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Condos' }));
    expect(entries()).toEqual(['Relocation']);
    expect(screen.getByRole('textbox', { name: 'Specialties' })).toHaveFocus();
  });

  it('Enter does not submit the surrounding form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Harness />
      </form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Specialties' }), 'Condos{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
