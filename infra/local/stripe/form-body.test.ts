import { parseStripeForm } from './form-body';

describe('Stripe form decoding', () => {
  it('nests bracketed keys into objects and indexed arrays, as the official SDK encodes them', () => {
    const encoded =
      'customer=cus_1&items[0][price]=price_a&items[1][price]=price_b&metadata[userId]=u%201&expand[0]=latest_invoice.confirmation_secret&trial_settings[end_behavior][missing_payment_method]=cancel';
    expect(parseStripeForm(encoded)).toEqual({
      customer: 'cus_1',
      items: [{ price: 'price_a' }, { price: 'price_b' }],
      metadata: { userId: 'u 1' },
      expand: ['latest_invoice.confirmation_secret'],
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    });
  });

  it('reads empty brackets as appended list entries and decodes percent-encoded brackets', () => {
    expect(parseStripeForm('lookup_keys[]=solo_monthly&lookup_keys[]=team_annual&expand%5B0%5D=latest_invoice')).toEqual({
      lookup_keys: ['solo_monthly', 'team_annual'],
      expand: ['latest_invoice'],
    });
  });
});
