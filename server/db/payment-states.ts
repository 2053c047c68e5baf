// Where a quote's payment stands: an amount to pay by UPI, the visitor's UTR given, or seen in the bank by
// sales. Both stores name it (the lead store keeps it on a quote lead, the back office's inbox filters by it),
// so it stands below both; back-office.ts hands it on to the back office's browser app with the other lists.
export const PAYMENT_STATES = ['awaiting', 'claimed', 'received'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
