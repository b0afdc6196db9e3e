import { screen } from '@testing-library/react';
import type { renderApp } from '../../../testing/render-app';

type TUser = ReturnType<typeof renderApp>['user'];

/** Fills every required field of the listing form with a valid listing. */
export async function fillRequiredListingFields(user: TUser) {
  await user.type(await screen.findByLabelText(/^Address/), '42 Elm Street');
  await user.type(screen.getByLabelText(/^City/), 'Austin');
  await user.selectOptions(screen.getByLabelText(/^State/), 'Texas');
  await user.type(screen.getByLabelText(/^ZIP Code/), '78701');
  await user.selectOptions(screen.getByLabelText(/^Bedrooms/), '3');
  await user.selectOptions(screen.getByLabelText(/^Full Baths/), '2');
  await user.selectOptions(screen.getByLabelText(/^Half Baths/), '1');
  await user.clear(screen.getByLabelText(/^Square Feet/));
  await user.type(screen.getByLabelText(/^Square Feet/), '2400');
  await user.type(screen.getByLabelText(/^Listing Price/), '615,000');
  await user.selectOptions(screen.getByLabelText(/^Property Type/), 'Single Family Home');
}

export const photoInput = () => document.getElementById('listing-photos') as HTMLInputElement;
