import { LoginRequired } from '../../../components/login-required';
import { SavedOpenHouses } from './saved-open-houses';

/** /saved-open-houses: needs login (spec: Saved open houses); a visitor is sent to /api/login. */
export function SavedOpenHousesScreen() {
  return (
    <LoginRequired signedOutMessage="Please log in to see your saved open houses.">
      <SavedOpenHouses />
    </LoginRequired>
  );
}
