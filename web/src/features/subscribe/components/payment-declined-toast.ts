import { toast } from '../../../lib/toast';

/** Stripe's own reason (a declined card, a wrong CVC), or a general one when it gave none. */
export const paymentDeclined = (message: string | undefined) =>
  toast({ title: 'Payment failed', description: message ?? 'Your payment could not be completed. Please try again.', variant: 'destructive' });
