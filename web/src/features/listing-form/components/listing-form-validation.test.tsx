import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { makeCurrentUser } from '../../../testing/factories';
import { mockApi, signedInAs } from '../../../testing/mock-api';
import { makeFile } from '../../../testing/mock-xhr';
import { renderApp } from '../../../testing/render-app';
import { fillRequiredListingFields, photoInput } from './listing-form-test-helpers';

const activeAgent = makeCurrentUser({ role: 'AGENT', subscriptionStatus: 'active' });

function openForm() {
  const api = mockApi({ 'GET /api/auth/user': signedInAs(activeAgent) });
  return { api, ...renderApp('/create-listing') };
}

describe('listing form validation', () => {
  it('lays out the spec sections with a way back to the dashboard', async () => {
    openForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create New Listing' })).toBeInTheDocument();
    for (const section of ['Basic Information', 'Property Details', 'Property Photos', 'Open House Schedule (optional)', 'Description']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByLabelText(/^Bedrooms/)).toHaveValue('1');
    expect(screen.getByLabelText(/^Full Baths/)).toHaveValue('1');
    expect(screen.getByLabelText(/^Half Baths/)).toHaveValue('0');
    expect(screen.getByLabelText(/^Square Feet/)).toHaveValue('0');
    // Every USPS state and territory: 50 states, DC, PR, VI, GU, AS, MP.
    const states = within(screen.getByLabelText(/^State/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(states).toHaveLength(57);
    expect(states).toEqual(expect.arrayContaining(['Georgia', 'Hawaii', 'Alaska', 'District of Columbia', 'Puerto Rico', 'Guam', 'American Samoa']));
    // The data's range, not the browse buckets: a studio to 99 bedrooms, full and half baths counted apart.
    const bedrooms = within(screen.getByLabelText(/^Bedrooms/)).getAllByRole('option');
    expect([bedrooms[0]?.textContent, bedrooms.at(-1)?.textContent]).toEqual(['Studio', '99']);
    expect(
      within(screen.getByLabelText(/^Full Baths/))
        .getAllByRole('option')
        .at(-1),
    ).toHaveTextContent('99');
  });

  it('names every missing required field next to it and sends nothing', async () => {
    const { api, user } = openForm();
    await user.click(await screen.findByRole('button', { name: 'Publish Listing' }));
    expect(await screen.findByText('Address is required')).toBeInTheDocument();
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a state')).toBeInTheDocument();
    expect(screen.getByText('Enter a 5-digit ZIP code')).toBeInTheDocument();
    expect(screen.getByText('Price must be a whole number of dollars')).toBeInTheDocument();
    expect(screen.getByText('Choose a property type')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Property description/)).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST', '/api/properties')).toHaveLength(0);
  });

  it('wants a numeric price', async () => {
    const { api, user } = openForm();
    await fillRequiredListingFields(user);
    await user.clear(screen.getByLabelText(/^Listing Price/));
    await user.type(screen.getByLabelText(/^Listing Price/), 'about 600k');
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect(await screen.findByText('Price must be a whole number of dollars')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Listing Price/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/properties')).toHaveLength(0);
  });

  it('an open house is all or nothing: each missing part is named', async () => {
    const { api, user } = openForm();
    await fillRequiredListingFields(user);
    await user.type(screen.getByLabelText(/^Date/), '2026-05-30');
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect(await screen.findByText('Start time is required to schedule an open house')).toBeInTheDocument();
    expect(screen.getByText('End time is required to schedule an open house')).toBeInTheDocument();
    expect(screen.queryByText('Date is required to schedule an open house')).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/properties')).toHaveLength(0);
  });

  it('an open house must end after it starts', async () => {
    const { user } = openForm();
    await fillRequiredListingFields(user);
    await user.type(screen.getByLabelText(/^Date/), '2026-05-30');
    await user.type(screen.getByLabelText(/^Start Time/), '15:00');
    await user.type(screen.getByLabelText(/^End Time/), '13:00');
    await user.click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect(await screen.findByText('End time must be after start time')).toBeInTheDocument();
  });

  it("refuses a photo over 10 MB with the spec's message, and keeps the others", async () => {
    const { user } = openForm();
    await screen.findByRole('heading', { name: 'Property Photos' });
    await user.upload(photoInput(), [makeFile('kitchen.jpg'), makeFile('huge.png', { type: 'image/png', size: 10 * 1024 * 1024 + 1 })]);
    expect(screen.getByRole('alert')).toHaveTextContent('File "huge.png" is too large. Maximum size is 10MB.');
    const chosen = screen.getByRole('list', { name: 'Chosen photos' });
    expect(within(chosen).getByText('kitchen.jpg')).toBeInTheDocument();
    expect(within(chosen).queryByText('huge.png')).not.toBeInTheDocument();
  });

  it("refuses more than 10 photos with the spec's message", async () => {
    const { user } = openForm();
    await screen.findByRole('heading', { name: 'Property Photos' });
    await user.upload(
      photoInput(),
      Array.from({ length: 8 }, (_, i) => makeFile(`room-${i + 1}.jpg`)),
    );
    await user.upload(photoInput(), [makeFile('extra-1.jpg'), makeFile('extra-2.jpg'), makeFile('extra-3.jpg')]);
    expect(screen.getByRole('alert')).toHaveTextContent("Maximum 10 files allowed. You're trying to add 11 files.");
    expect(within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem')).toHaveLength(8);
  });

  it('refuses HEIC with the formats it takes, accepts WebP by extension when the browser gives no type, and removes a chosen photo', async () => {
    openForm();
    await screen.findByRole('heading', { name: 'Property Photos' });
    expect(photoInput()).toHaveAttribute('accept', expect.not.stringMatching(/heic/i));
    // A HEIC file can still arrive by drag and drop, which no accept list filters.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(photoInput(), [makeFile('porch.heic', { type: '' }), makeFile('deck.webp', { type: '' }), makeFile('yard.jpg')]);
    expect(screen.getByRole('alert')).toHaveTextContent('File "porch.heic" is not a supported image. Use JPG, PNG or WebP (save HEIC photos as JPG first).');
    expect(within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove yard.jpg' }));
    expect(within(screen.getByRole('list', { name: 'Chosen photos' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('deck.webp')).toBeInTheDocument();
    expect(screen.queryByText('yard.jpg')).not.toBeInTheDocument();
  });
});
