import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { lazyNamed } from '../lib/lazy-named';

// Toasts wait in their store until the toaster's code arrives, so it stays out of the first chunk.
const Toaster = lazyNamed(() => import('../components/ui/toaster'), 'Toaster');

/** Everything a screen relies on: server state and toasts (tooltips bring their own provider). */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
