import { screen, waitFor } from '@testing-library/react';
import { pageNavigation } from '../../../lib/navigation';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { fillRequiredListingFields } from './listing-form-test-helpers';

describe('create listing, signed out', () => {
  // The 500 ms pause before leaving is not asserted: on a loaded runner finding the message can take longer than that.
  it("says 'You need to be logged in to create listings.' and then goes to /api/login", async () => {
    mockApi();
    renderApp('/create-listing');
    expect(pageNavigation.assign).not.toHaveBeenCalled();
    expect((await screen.findAllByText('You need to be logged in to create listings.'))[0]).toBeInTheDocument();
    expect(screen.getAllByText('Unauthorized')[0]).toBeInTheDocument();
    await waitFor(() => expect(pageNavigation.assign).toHaveBeenCalledWith('/api/login'), { timeout: 1500 });
  });

  it('a session that ends before saving gets the same message (server 401)', async () => {
    mockApi({
      'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT', subscriptionStatus: 'active' })),
      'POST /api/properties': () => jsonResponse({ message: 'You are logged out. Sign in to continue.' }, 401),
    });
    const { user } = renderApp('/create-listing');
    await fillRequiredListingFields(user);
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect((await screen.findAllByText('You need to be logged in to create listings.'))[0]).toBeInTheDocument();
    await waitFor(() => expect(pageNavigation.assign).toHaveBeenCalledWith('/api/login'), { timeout: 1500 });
  });
});
