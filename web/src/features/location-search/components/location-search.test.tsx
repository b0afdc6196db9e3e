import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { TPlaceSuggestion } from '@shared/schemas/place.schema';
import { makeListResponse } from '../../../testing/factories';
import { jsonResponse, mockApi, type TApiCall } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { LocationSearch } from './location-search';

const DENVER: TPlaceSuggestion = { kind: 'city', label: 'Denver, CO', center: [-104.985, 39.739], bbox: [-105.156, 39.615, -104.756, 39.911] };
const DENVER_COUNTY: TPlaceSuggestion = { kind: 'county', label: 'Denver County, CO', center: [-104.88, 39.76], bbox: [-105.11, 39.61, -104.6, 39.91] };
const DENTON: TPlaceSuggestion = { kind: 'city', label: 'Denton, TX', center: [-97.13, 33.21], bbox: [-97.3, 33.1, -97, 33.3] };
const LISTING: TPlaceSuggestion = {
  kind: 'address',
  label: '1701 Wynkoop St, Denver, CO 80202',
  center: [-105, 39.75],
  bbox: [-105.0015, 39.7485, -104.9985, 39.7515],
  propertyId: 'p-1',
};

function mockSuggestions(reply: (call: TApiCall) => Response = () => jsonResponse({ suggestions: [DENVER, DENVER_COUNTY, DENTON] })) {
  const api = mockApi({
    'GET /api/places/suggest': reply,
    'GET /api/properties': () => jsonResponse(makeListResponse([])),
  });
  return () => api.callsTo('GET', '/api/places/suggest');
}

const combobox = () => screen.getByRole('combobox', { name: 'Find open houses near a place' });
/** The search box once its code has taken over from the stand-in (the real box owns a listbox): typing starts there. */
async function loadedCombobox(name: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('combobox', { name })).toHaveAttribute('aria-controls'));
  return screen.getByRole('combobox', { name });
}
/** The suggestions (the screens have other listboxes: the filters' selects). */
const options = () => within(screen.getByRole('listbox', { name: 'Places' })).queryAllByRole('option');

describe('LocationSearch (the landing hero)', () => {
  it('asks once typing pauses, lists the places and announces how many', async () => {
    const calls = mockSuggestions();
    const { user } = renderApp('/');
    await user.type(await loadedCombobox('Find open houses near a place'), 'Den');
    const listbox = await screen.findByRole('listbox', { name: 'Places' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3));
    // One request for the whole word, not one per letter (and none for a single letter).
    expect(calls().map((call) => call.query.q)).toEqual(['Den']);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('3 suggestions available');
  });

  it('moves with Down and Up through aria-activedescendant, wraps, and Enter opens the map on the place', async () => {
    mockSuggestions();
    const { user, router } = renderApp('/');
    await user.type(await loadedCombobox('Find open houses near a place'), 'Den');
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    const [first, second, third] = options();
    expect(combobox()).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', second!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', third!.id);
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-activedescendant', second!.id);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/map'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('bbox')).toBe('-105.11,39.61,-104.6,39.91');
    expect(params.get('place')).toBe('Denver County, CO');
  });

  it('Escape closes the list, a second Escape clears the text', async () => {
    mockSuggestions();
    const { user } = renderApp('/');
    await user.type(await loadedCombobox('Find open houses near a place'), 'Den');
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    expect(options()).toEqual([]);
    expect(combobox()).toHaveValue('Den');
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
  });

  it('a listing opens its page', async () => {
    mockSuggestions(() => jsonResponse({ suggestions: [LISTING] }));
    const { user, router } = renderApp('/');
    const input = await loadedCombobox('Find open houses near a place');
    await user.type(input, '1701 wyn');
    await user.click(await screen.findByRole('option', { name: /1701 Wynkoop St/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/property/p-1'));
  });

  it('shows the empty and error states', async () => {
    let answer = () => jsonResponse({ suggestions: [] });
    mockSuggestions(() => answer());
    const { user } = renderApp('/');
    const input = await loadedCombobox('Find open houses near a place');
    await user.type(input, 'Zzq');
    expect(await screen.findByText(/No cities, ZIP codes, counties or listings match “Zzq”/)).toBeInTheDocument();
    expect(screen.getByText('No places found.')).toBeInTheDocument();
    answer = () => jsonResponse({ message: 'Internal error' }, 500);
    await user.type(input, 'x');
    expect(await screen.findByText(/We could not load suggestions/)).toBeInTheDocument();
  });
});

describe('LocationSearch taking over from the first screen’s stand-in', () => {
  it('replaces the stand-in once the page has settled, without being focused', async () => {
    mockSuggestions();
    renderApp('/');
    expect(await loadedCombobox('Find open houses near a place')).not.toHaveFocus();
  });

  it('acts on an Enter pressed in the stand-in before its code arrived, once the suggestions for what was typed are in', async () => {
    mockSuggestions();
    const onSelect = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <LocationSearch label="Find open houses near a place" initialText="Den" isEnterPending onSelect={onSelect} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(DENVER));
    expect(combobox()).toHaveValue('Denver, CO');
  });
});

describe('LocationSearch on /listings', () => {
  it('limits the list to the chosen place: bbox in the request and the URL, a removable chip', async () => {
    const api = mockApi({
      'GET /api/places/suggest': () => jsonResponse({ suggestions: [DENVER] }),
      'GET /api/properties': () => jsonResponse(makeListResponse([])),
    });
    const { user, router } = renderApp('/listings');
    await user.type(await loadedCombobox('Limit to a place'), 'Denver');
    await waitFor(() => expect(options()).toHaveLength(1));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('GET', '/api/properties').at(-1)?.query.bbox).toBe('-105.156,39.615,-104.756,39.911'));
    expect(new URLSearchParams(router.state.location.search).get('place')).toBe('Denver, CO');
    await user.click(screen.getByRole('button', { name: 'Remove the place filter Denver, CO' }));
    // Back to the whole list (its first answer is still cached, so it need not be asked again).
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('button', { name: /Remove the place filter/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/properties')[0]?.query.bbox).toBeUndefined();
  });

  it('opens with the place from a shared link', async () => {
    const api = mockApi({ 'GET /api/properties': () => jsonResponse(makeListResponse([])) });
    renderApp('/listings?bbox=-105.156,39.615,-104.756,39.911&place=Denver%2C%20CO');
    expect(await screen.findByRole('button', { name: 'Remove the place filter Denver, CO' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/properties').at(-1)?.query.bbox).toBe('-105.156,39.615,-104.756,39.911'));
  });
});
