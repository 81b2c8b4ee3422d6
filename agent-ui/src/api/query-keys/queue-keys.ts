/** The company's queues (GET /queue); `company-{id}-queue` events invalidate them. */
export const queueKeys = { all: ['queues'] as const }
