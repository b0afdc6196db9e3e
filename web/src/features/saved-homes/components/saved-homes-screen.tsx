import { LoginRequired } from '../../../components/login-required';
import { SavedHomes } from './saved-homes';

/** /saved-homes: the homes a user saved with a heart; a visitor is sent to sign in and back here. */
export function SavedHomesScreen() {
  return (
    <LoginRequired signedOutMessage="Please sign in to see your saved homes.">
      <SavedHomes />
    </LoginRequired>
  );
}
