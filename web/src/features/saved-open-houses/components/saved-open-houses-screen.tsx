import { ACCESS_DENIED_REDIRECT_DELAY_MS } from '@shared/constants/limits';
import { LoginRequired } from '../../../components/login-required';
import { SavedOpenHouses } from './saved-open-houses';

/** /saved-open-houses: needs login (spec §8: 'Unauthorized - Please log in again to continue.', login after 1.5 s). */
export function SavedOpenHousesScreen() {
  return (
    <LoginRequired signedOutMessage="Please log in again to continue." redirectDelayMs={ACCESS_DENIED_REDIRECT_DELAY_MS}>
      <SavedOpenHouses />
    </LoginRequired>
  );
}
