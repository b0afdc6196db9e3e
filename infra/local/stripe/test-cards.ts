import type { TPaymentError } from './stripe-state';

/** Stripe's error for a declined card: `code`, its `decline_code` when Stripe gives one, and the message it shows. */
type TCardDecline = TPaymentError & { type: 'card_error' };

export const DECLINE: TCardDecline = { type: 'card_error', code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' };

type TTestCard = { behaviour: 'succeeds' | 'requires_authentication' } | { behaviour: 'declined'; decline: TCardDecline };

/** What a test card does when charged, as in Stripe's test mode. */
export type TCardBehaviour = TTestCard['behaviour'];

const declinedWith = (decline: Omit<TCardDecline, 'type'>): TTestCard => ({ behaviour: 'declined', decline: { type: 'card_error', ...decline } });

/**
 * Stripe's documented test cards (docs.stripe.com/testing) with their documented outcomes and messages: the
 * brands that succeed, the 3-D Secure cards (authentication asked, then success when completed), and the
 * declines by reason.
 */
const TEST_CARDS: Record<string, TTestCard> = {
  '4242424242424242': { behaviour: 'succeeds' },
  '4000056655665556': { behaviour: 'succeeds' },
  '5555555555554444': { behaviour: 'succeeds' },
  '2223003122003222': { behaviour: 'succeeds' },
  '5200828282828210': { behaviour: 'succeeds' },
  '378282246310005': { behaviour: 'succeeds' },
  '6011111111111117': { behaviour: 'succeeds' },
  '3056930009020004': { behaviour: 'succeeds' },
  '3566002020360505': { behaviour: 'succeeds' },
  '6200000000000005': { behaviour: 'succeeds' },
  '4000000000003220': { behaviour: 'requires_authentication' },
  '4000002760003184': { behaviour: 'requires_authentication' },
  '4000002500003155': { behaviour: 'requires_authentication' },
  '4000000000003063': { behaviour: 'requires_authentication' },
  '4000000000000002': { behaviour: 'declined', decline: DECLINE },
  '4000000000009995': declinedWith({ code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' }),
  '4000000000009987': declinedWith({ code: 'card_declined', declineCode: 'lost_card', message: 'Your card was declined.' }),
  '4000000000009979': declinedWith({ code: 'card_declined', declineCode: 'stolen_card', message: 'Your card was declined.' }),
  '4000000000000069': declinedWith({ code: 'expired_card', declineCode: null, message: 'Your card has expired.' }),
  '4000000000000127': declinedWith({ code: 'incorrect_cvc', declineCode: null, message: "Your card's security code is incorrect." }),
  '4000000000000119': declinedWith({
    code: 'processing_error',
    declineCode: null,
    message: 'An error occurred while processing your card. Try again in a little bit.',
  }),
  '4100000000000019': declinedWith({ code: 'card_declined', declineCode: 'fraudulent', message: 'Your card was declined.' }),
};

export const AUTHENTICATION_FAILED = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;
export const UNKNOWN_CARD = { code: 'incorrect_number', message: 'Your card number is incorrect.' } as const;

const cardOf = (cardNumber: string): TTestCard | undefined => TEST_CARDS[cardNumber.replace(/[\s-]/g, '')];

/** The behaviour of a typed card number (spaces allowed), or null for a number the stand-in does not know. */
export function behaviourOfCard(cardNumber: string): TCardBehaviour | null {
  return cardOf(cardNumber)?.behaviour ?? null;
}

/** Why the card is declined, as Stripe says it (the generic decline for a card that is not a decline card). */
export function declineOfCard(cardNumber: string): TCardDecline {
  const card = cardOf(cardNumber);
  return card?.behaviour === 'declined' ? card.decline : DECLINE;
}
