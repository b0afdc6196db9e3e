import { MLS_PROTOCOLS, mlsProtocolsOf, type TMlsProtocol, type TMlsProvider } from '@shared/constants/mls';

type TCredentialWording = {
  protocol: 'RETS 1.7.2' | 'RESO Web API';
  usernameLabel: string;
  passwordLabel: string;
  explanation: string;
};

const WORDING: Record<TMlsProtocol, TCredentialWording> = {
  RETS: {
    protocol: 'RETS 1.7.2',
    usernameLabel: 'Username',
    passwordLabel: 'Password',
    explanation: 'RETS login: the username and password your MLS gave you for RETS access.',
  },
  'RESO Web API': {
    protocol: 'RESO Web API',
    usernameLabel: 'Client ID (username)',
    passwordLabel: 'Client secret or bearer token (password)',
    explanation:
      'RESO Web API: enter the OAuth2 client ID and client secret your MLS issued. If it gave you a bearer token instead, enter bearer as the client ID and the token as the secret.',
  },
};

export const PROTOCOL_OPTIONS = MLS_PROTOCOLS.map((protocol) => ({ value: protocol, label: WORDING[protocol].protocol }));

/** Whether the provider chosen so far (none yet: '') runs servers of both protocols, so the dialog asks which. */
export const offersProtocolChoice = (provider: TMlsProvider | ''): boolean => provider !== '' && mlsProtocolsOf(provider).length > 1;

/** The protocol the dialog's choices mean: the provider's only one, or the one picked where it offers both (RETS before a provider is chosen). */
export function chosenProtocol(provider: TMlsProvider | '', picked: TMlsProtocol): TMlsProtocol {
  if (provider === '') return 'RETS';
  const offered = mlsProtocolsOf(provider);
  return offered.includes(picked) ? picked : offered[0]!;
}

/** What the two credential fields mean: a RETS login, or RESO Web API client credentials. */
export const credentialWordingFor = (protocol: TMlsProtocol): TCredentialWording => WORDING[protocol];
