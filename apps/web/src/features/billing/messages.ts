/** What the billing screens say (the spec's own messages are in the contract). */

export const PAYMENT_COMPLETE = 'Payment complete: thank you! Your purchase is now active.';
export const SUBSCRIPTION_LOAD_FAILED = 'Your subscription could not be loaded.';
export const HISTORY_LOAD_FAILED = 'Your billing history could not be loaded.';
export const ADMIN_ASSIGNS_PLANS =
  "Plans are assigned by your school's administrator. Ask them if you need a different plan.";

export const CHECKOUT_NOT_FOUND = 'This checkout does not exist, or it belongs to another account.';
export const CHECKOUT_LOAD_FAILED = 'This checkout could not be loaded.';
export const PAYMENT_FAILED = 'The test payment could not be completed. Please try again.';
export const LEAVE_CHECKOUT_FAILED = 'Could not cancel this checkout. Please try again.';
