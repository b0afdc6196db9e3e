import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <ScrollRestoration /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const scrollTo = vi.spyOn(window, 'scrollTo');
const scrollPage = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

describe('ScrollRestoration', () => {
  afterEach(() => scrollTo.mockClear());

  it('opens another page at its top and returns to the scrolled position on Back', async () => {
    const router = renderAt('/listings');
    scrollPage(900);
    scrollTo.mockClear();
    await act(() => router.navigate('/property/1'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
  });

  it('keeps the position when only the query string changes', async () => {
    const router = renderAt('/listings');
    scrollTo.mockClear();
    await act(() => router.navigate('/listings?priceRange=300k-500k'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
