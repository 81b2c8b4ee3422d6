/** The help videos (GET /helps/list); `company-{id}-help` events invalidate them. */
export const helpKeys = { all: ['helps'] as const }
