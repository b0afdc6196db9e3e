import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalPayments } from './start-local-payments';

const REAL = {
  STRIPE_SECRET_KEY: 'sk_test_real_account_key',
  STRIPE_WEBHOOK_SECRET: 'whsec_from_stripe_listen',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_real_account_key',
  STRIPE_PRICE_SOLO_MONTHLY: 'price_solo_monthly',
  STRIPE_PRICE_SOLO_ANNUAL: 'price_solo_annual',
  STRIPE_PRICE_TEAM_MONTHLY: 'price_team_monthly',
  STRIPE_PRICE_TEAM_ANNUAL: 'price_team_annual',
};

async function paymentsWith(environment: Record<string, string>) {
  // Other test files in the same worker may have left an embedded runtime's Stripe settings behind.
  for (const name of [...Object.keys(REAL), 'STRIPE_API_URL']) vi.stubEnv(name, undefined);
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
  const dataDir = mkdtempSync(join(tmpdir(), 'local-payments-'));
  try {
    const payments = await startLocalPayments({ port: 0, dataDir, appUrl: 'http://127.0.0.1:9' });
    await payments.stripe.stop();
    return payments.environment;
  } finally {
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('the embedded payments', () => {
  it('point the handlers at the stand-in when no Stripe keys are given', async () => {
    const environment = await paymentsWith({});
    expect(environment.STRIPE_API_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
    expect(environment.STRIPE_SECRET_KEY).toMatch(/^sk_test_local/);
  });

  it('hand real Stripe test keys to the handlers as given, with no stand-in address', async () => {
    expect(await paymentsWith(REAL)).toEqual(REAL);
  });

  it('stop, naming what is missing, when only some of the Stripe settings are given', async () => {
    await expect(paymentsWith({ STRIPE_SECRET_KEY: REAL.STRIPE_SECRET_KEY })).rejects.toThrow(
      /STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY, STRIPE_PRICE_SOLO_MONTHLY/,
    );
  });
});
