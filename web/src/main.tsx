import './lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { prefetchRouteData } from './app/prefetch-route-data';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { appRoutes } from './app/routes';
import { seedSessionWithoutHint } from './lib/api/get-current-user';
import { whenPageSettles } from './lib/when-page-settles';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
seedSessionWithoutHint(queryClient);
const { firstRender } = prefetchRouteData(queryClient, window.location);

// The declarative router: the app loads data with react-query, so the data router's loaders, actions and
// fetchers would only add weight to the first chunk.
function AppRoutes() {
  return useRoutes(appRoutes);
}

// The first render waits for the page's screen code (already downloading beside this chunk), so the header and
// the screen appear together: a screen that suspended would show the spinner, then React would hold the screen
// back 300 ms more (its fallback throttle). It waits for the page's data too, for a moment (prefetchRouteData). A
// transition lets React render it in slices, so a slow phone can still answer a tap.
void firstRender.then(() => {
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
  // Departure reminders the user turned on are scheduled again after a reload (spec §9), once the first screen is
  // up: their code is not the first screen's, the first read of localStorage waits for the browser to load it, and
  // a page's load event comes before its screen's code and data, whose requests this one would have delayed.
  whenPageSettles(() => void import('./lib/departure-reminders/departure-reminder').then(({ restoreDepartureReminders }) => restoreDepartureReminders()));
});
