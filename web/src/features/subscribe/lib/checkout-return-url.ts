/** Where the card form (the stand-in's page or Stripe's Payment Element) sends the browser after paying. */
export const CHECKOUT_RETURN_PATH = '/subscribe?checkout=return';

export const checkoutReturnUrl = (): string => new URL(CHECKOUT_RETURN_PATH, window.location.origin).toString();
