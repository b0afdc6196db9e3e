import { encodeStripeForm } from './stripe-form';

describe("Stripe's form encoding", () => {
  it('brackets nested objects and indexes lists, as the official SDK does', () => {
    const encoded = encodeStripeForm({
      customer: 'cus_1',
      items: [{ price: 'price_a' }, { id: 'si_1', price: 'price_b' }],
      metadata: { userId: 'u1' },
      expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    });
    expect(encoded.split('&')).toEqual([
      'customer=cus_1',
      'items[0][price]=price_a',
      'items[1][id]=si_1',
      'items[1][price]=price_b',
      'metadata[userId]=u1',
      'expand[0]=latest_invoice.confirmation_secret',
      'expand[1]=pending_setup_intent',
      'trial_settings[end_behavior][missing_payment_method]=cancel',
    ]);
  });

  it('writes numbers and booleans as text, null as an empty value, and leaves undefined out', () => {
    expect(encodeStripeForm({ limit: 1, cancel_at_period_end: false, description: null, trial_end: undefined, items: [undefined, { price: 'p' }] })).toBe(
      'limit=1&cancel_at_period_end=false&description=&items[1][price]=p',
    );
  });

  it('percent-encodes keys and values, quotes and parentheses included, but keeps brackets readable', () => {
    const encoded = encodeStripeForm({ query: "metadata['userId']:'o'brien (2)'", metadata: { 'a b&c': 'x=y+z é' } });
    expect(encoded).toBe('query=metadata[%27userId%27]%3A%27o%27brien%20%282%29%27&metadata[a%20b%26c]=x%3Dy%2Bz%20%C3%A9');
    expect(Object.fromEntries(new URLSearchParams(encoded))).toEqual({ query: "metadata['userId']:'o'brien (2)'", 'metadata[a b&c]': 'x=y+z é' });
  });

  it('encodes nothing for no parameters', () => {
    expect(encodeStripeForm({})).toBe('');
  });
});
