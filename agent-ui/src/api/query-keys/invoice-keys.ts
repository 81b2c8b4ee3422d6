/**
 * The company's invoices (GET /invoices/all, page by page), for /financeiro. Read again when a
 * payment is confirmed (`company-{id}-payment`, usePaymentConfirmation) and after a reconnection.
 */
export const invoiceKeys = { list: ['invoices', 'list'] as const }
