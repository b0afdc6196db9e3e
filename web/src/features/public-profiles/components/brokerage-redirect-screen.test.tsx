import { screen } from '@testing-library/react';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const BROKER_ID = '01JVBROKER0000000000000001';

describe('/brokerage/:brokerageName', () => {
  it('says it is looking, then goes to the broker', async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockApi({ 'GET /api/brokerage/Hill%20Country%20%26%20Co/broker': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { router } = renderApp('/brokerage/Hill%20Country%20%26%20Co');
    expect(await screen.findByText('Finding broker for Hill Country & Co...')).toBeInTheDocument();
    answer(jsonResponse({ brokerId: BROKER_ID }));
    await screen.findByText(/Loading profile|Broker Not Found/);
    expect(router.state.location.pathname).toBe(`/broker/${BROKER_ID}`);
    expect(api.callsTo('GET', '/api/brokerage/Hill%20Country%20%26%20Co/broker')).toHaveLength(1);
  });

  it('says so when the brokerage has no broker', async () => {
    mockApi({ 'GET /api/brokerage/Nowhere%20Realty/broker': () => jsonResponse({ message: 'Broker Not Found' }, 404) });
    renderApp('/brokerage/Nowhere%20Realty');
    expect(await screen.findByRole('heading', { name: 'Broker Not Found' })).toBeInTheDocument();
    expect(screen.getByText('We couldn\'t find a broker for the brokerage "Nowhere Realty".')).toBeInTheDocument();
    expect(screen.getByText('The brokerage may not have a registered broker profile yet.')).toBeInTheDocument();
  });
});
