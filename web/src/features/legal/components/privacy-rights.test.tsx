import { screen, within } from '@testing-library/react';
import { EQUAL_HOUSING_ALT, FAIR_HOUSING_STATEMENT } from '@shared/constants/fair-housing';
import { REMOVAL_REQUEST_MESSAGES } from '@shared/constants/privacy';
import { jsonResponse, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

describe('people’s data and fair-housing pages', () => {
  it('/privacy says each right, how to use it, and each retention period', async () => {
    mockApi();
    renderApp('/privacy');
    const rights = (await screen.findByRole('heading', { name: 'Your rights and how to use them' })).closest('section')!;
    expect(within(rights).getByText(/Access and a copy \(export\)/)).toBeInTheDocument();
    expect(within(rights).getByText(/Deletion of your account/)).toBeInTheDocument();
    expect(within(rights).getByText(/Removal of what you gave at an open house or in an inquiry/)).toBeInTheDocument();
    const retention = screen.getByRole('heading', { name: 'How long we keep information' }).closest('section')!;
    expect(within(retention).getByText(/Leads and open-house sign-ins: 3 years after the last activity/)).toBeInTheDocument();
    expect(within(retention).getByText('In-app notifications: 90 days.')).toBeInTheDocument();
    expect(within(retention).getByText(/Sign-in sessions: until you sign out, or 7 days without use, and at most 30 days/)).toBeInTheDocument();
  });

  it('/privacy lets anyone ask for removal by e-mail and shows the one generic answer', async () => {
    const api = mockApi({ 'POST /api/privacy/removal-requests': () => jsonResponse({ message: REMOVAL_REQUEST_MESSAGES.sent }, 202) });
    const { user } = renderApp('/privacy');
    const form = (await screen.findByRole('heading', { name: 'Remove what you gave at an open house or in an inquiry' })).closest('section')!;
    await user.click(within(form).getByRole('button', { name: 'Send me the removal link' }));
    expect(await within(form).findByText('Invalid email')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/privacy/removal-requests')).toHaveLength(0);
    await user.type(within(form).getByLabelText(/Your e-mail address/), ' Dana@Example.test ');
    await user.click(within(form).getByRole('button', { name: 'Send me the removal link' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(REMOVAL_REQUEST_MESSAGES.sent);
    expect(api.callsTo('POST', '/api/privacy/removal-requests')[0]?.body).toEqual({ email: 'dana@example.test' });
  });

  it('/privacy/remove/:token removes on the button press (not the visit) and says a used link is used', async () => {
    const api = mockApi({
      'POST /api/privacy/removal-requests/tok-used-000000000000000000000': () =>
        jsonResponse({ message: REMOVAL_REQUEST_MESSAGES.used, code: 'EMAIL_LINK_USED' }, 410),
      'POST /api/privacy/removal-requests/tok-good-000000000000000000000': () => jsonResponse({ message: REMOVAL_REQUEST_MESSAGES.done }),
    });
    const { user } = renderApp('/privacy/remove/tok-good-000000000000000000000');
    const button = await screen.findByRole('button', { name: 'Remove my details' });
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(REMOVAL_REQUEST_MESSAGES.done);
  });

  it('/accessibility and /fair-housing are linked from the footer, which carries the Equal Housing Opportunity mark and statement', async () => {
    mockApi();
    const { user } = renderApp('/terms');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: EQUAL_HOUSING_ALT })).toBeInTheDocument();
    expect(within(footer).getByText(FAIR_HOUSING_STATEMENT, { exact: false })).toBeInTheDocument();
    await user.click(within(footer).getByRole('link', { name: 'Accessibility' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility Statement' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Fair housing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fair Housing' })).toBeInTheDocument();
    expect(
      screen.getByText(/familial status, national origin, sexual orientation, gender identity, source of income, age, marital status/),
    ).toBeInTheDocument();
  });

  it('/terms states the fair-housing rule and where people’s data rights are', async () => {
    mockApi();
    renderApp('/terms');
    expect(await screen.findByRole('heading', { name: '5. Fair housing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '6. Privacy and your data' })).toBeInTheDocument();
    expect(screen.getByText(/Search and saved searches never filter on these/)).toBeInTheDocument();
  });
});
