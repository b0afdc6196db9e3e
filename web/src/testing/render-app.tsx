import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/routes';

// The app loads screens, the user menu and the toaster lazily; a test loads them all up front, as the
// first chunk used to, so a render waits only for its API answers and not for module transforms.
import.meta.glob(['../features/*/components/*.tsx', '!**/*.test.tsx', '../app/layouts/*.tsx', '../components/ui/toaster.tsx'], { eager: true });

/**
 * Renders the whole app (layout, header, toasts) at `path` with a memory router and a fresh QueryClient.
 * Mock the API first with `mockApi` (fetch is stubbed; there is no server in the web project).
 */
export function renderApp(path = '/', { queryClient = createQueryClient() }: { queryClient?: QueryClient } = {}) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient, user };
}
