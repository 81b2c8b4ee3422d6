/** The quick replies (GET /quick-messages/list); `company-{id}-quickemessage` events invalidate them. */
export const quickMessageKeys = { all: ['quick-messages'] as const }
