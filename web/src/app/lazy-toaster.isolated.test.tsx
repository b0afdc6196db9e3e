import { act, render, screen } from '@testing-library/react';
import { toast } from '../lib/toast';
import { LazyToaster } from './lazy-toaster';

// The toaster's chunk cannot be fetched (offline, or a deploy replaced it).
vi.mock('../components/ui/toaster', () => ({
  get Toaster(): never {
    throw new Error('Failed to fetch dynamically imported module');
  },
}));

describe('LazyToaster', () => {
  it('leaves the page standing when the toaster’s code cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <p>The page</p>
        <LazyToaster />
      </main>,
    );
    await act(async () => {
      toast({ title: 'Saved' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});
