import { isRetsProvider, type TMlsProvider } from '@shared/constants/mls';

type TCredentialWording = {
  protocol: 'RETS 1.7.2' | 'RESO Web API';
  usernameLabel: string;
  passwordLabel: string;
  explanation: string;
};

const RETS_WORDING: TCredentialWording = {
  protocol: 'RETS 1.7.2',
  usernameLabel: 'Username',
  passwordLabel: 'Password',
  explanation: 'RETS login: the username and password your MLS gave you for RETS access.',
};

const RESO_WORDING: TCredentialWording = {
  protocol: 'RESO Web API',
  usernameLabel: 'Client ID (username)',
  passwordLabel: 'Client secret or bearer token (password)',
  explanation:
    'RESO Web API: enter the OAuth2 client ID and client secret your MLS issued. If it gave you a bearer token instead, enter bearer as the client ID and the token as the secret.',
};

/** Whether the provider chosen so far (none yet: '') speaks RETS. */
export const isRetsChoice = (provider: TMlsProvider | ''): boolean => provider !== '' && isRetsProvider(provider);

/** What the two credential fields mean for a provider: a RETS login, or RESO Web API client credentials. */
export const credentialWordingFor = (provider: TMlsProvider | ''): TCredentialWording =>
  provider === '' || isRetsChoice(provider) ? RETS_WORDING : RESO_WORDING;
