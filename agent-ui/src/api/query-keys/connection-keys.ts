/** The company's connections (GET /whatsapp); `company-{id}-whatsapp(Session)` events invalidate them. */
export const connectionKeys = { all: ['connections'] as const }
