/** What a test card does when charged, as in Stripe's test mode. */
export type TCardBehaviour = 'succeeds' | 'declined' | 'requires_authentication';

const TEST_CARDS: Record<string, TCardBehaviour> = {
  '4242424242424242': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000003220': 'requires_authentication',
};

export const DECLINE = { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' } as const;
export const AUTHENTICATION_FAILED = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;
export const UNKNOWN_CARD = { code: 'incorrect_number', message: 'Your card number is incorrect.' } as const;

/** The behaviour of a typed card number (spaces allowed), or null for a number the stand-in does not know. */
export function behaviourOfCard(cardNumber: string): TCardBehaviour | null {
  return TEST_CARDS[cardNumber.replace(/[\s-]/g, '')] ?? null;
}
