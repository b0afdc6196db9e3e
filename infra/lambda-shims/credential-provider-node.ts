import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Bundled in place of @aws-sdk/credential-provider-node for Lambda only: Lambda always hands its role's
 * credentials to the function as environment variables, so the SSO/STS/INI/IMDS providers of the default
 * chain (about 85 KB of every bundle) can never be used there.
 */
export const defaultProvider = () => fromEnv();
export const credentialsWillNeedRefresh = () => false;
export const credentialsTreatedAsExpired = () => false;
