/** The company's tags (GET /tags/list); `company-{id}-tag` events invalidate them. */
export const tagKeys = { all: ['tags'] as const }
