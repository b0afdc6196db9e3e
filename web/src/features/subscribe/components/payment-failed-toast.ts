import { toast } from '../../../lib/toast';

export const PAYMENT_SETUP_FAILED = 'Failed to initialize subscription. Please try again.';

/** The card form could not start (no subscription, or Stripe.js did not load). */
export const paymentSetupFailed = () => toast({ title: 'Error', description: PAYMENT_SETUP_FAILED, variant: 'destructive' });
